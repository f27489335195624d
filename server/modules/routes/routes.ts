import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  createRoute as createRouteEndpoint,
  deleteRoute,
  getRoute,
  listRoutes,
} from '../../../src/api/contract/routes.ts';
import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import { authenticatedRoutes } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { route as routeTable } from '../../db/schema.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import { requireOwnerWith } from '../track-accounts/access.ts';
import { createRoute } from './create.ts';
import { findRoute, ofAccount, routeDto, routeWithStops, stopPointsOf } from './service.ts';
import { stopPointRoutes } from './stop-point-routes.ts';

/**
 * Routes ("lines") of the account in the token and their stop points (spec part 2 §7 "Routes"):
 * owners only, with GoTrack.PathManagement on.
 */
export function routeRoutes(app: FastifyInstance, db: Db): void {
  const owner = (req: Parameters<typeof requireOwnerWith>[1]) =>
    requireOwnerWith(db, req, FEATURES.pathManagement);

  authenticatedRoutes(app, (scope) => {
    route(scope, createRouteEndpoint, async (req) => {
      const caller = await owner(req);
      return createRoute(db, caller.trackAccountId, req.body, idempotencyKeyOf(req));
    });

    route(scope, getRoute, async (req) => {
      const caller = await owner(req);
      return routeWithStops(db, await findRoute(db, caller.trackAccountId, req.params.id));
    });

    route(scope, listRoutes, async (req) => {
      const caller = await owner(req);
      const where = eq(routeTable.trackAccountId, caller.trackAccountId);
      const rows = await db
        .select()
        .from(routeTable)
        .where(where)
        .orderBy(asc(routeTable.name), asc(routeTable.id))
        .offset(req.query.skipCount)
        .limit(req.query.maxResultCount);
      const [total] = await db.select({ n: count() }).from(routeTable).where(where);
      const stops = await stopPointsOf(
        db,
        rows.map((r) => r.id),
      );
      return {
        items: rows.map((r) => routeDto(r, stops.get(r.id) ?? [])),
        totalCount: total?.n ?? 0,
      };
    });

    // Deleting what is not there (already deleted, or never the caller's) is done, not an error.
    // Its stop points go with it (cascade).
    route(scope, deleteRoute, async (req) => {
      const caller = await owner(req);
      await db.delete(routeTable).where(ofAccount(caller.trackAccountId, req.params.id));
      return undefined;
    });

    stopPointRoutes(scope, db, owner);
  });
}
