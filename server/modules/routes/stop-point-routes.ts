import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addStopPoint as addStopPointEndpoint,
  listStopPoints,
  removeStopPoint,
} from '../../../src/api/contract/routes.ts';
import type { Db } from '../../db/client.ts';
import { route as routeTable, routeStopPoint } from '../../db/schema.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import type { AccountCaller } from '../track-accounts/access.ts';
import { addStopPoint } from './stop-points.ts';
import { findRoute, ofAccount, stopPointDto } from './service.ts';

/** Stop points of a route: add, list, remove (spec part 2 §7); `owner` checks the caller. */
export function stopPointRoutes(
  scope: FastifyInstance,
  db: Db,
  owner: (req: FastifyRequest) => Promise<AccountCaller>,
): void {
  route(scope, addStopPointEndpoint, async (req) => {
    const caller = await owner(req);
    return addStopPoint(db, caller.trackAccountId, req.params.id, req.body, idempotencyKeyOf(req));
  });

  route(scope, listStopPoints, async (req) => {
    const caller = await owner(req);
    const { id } = await findRoute(db, caller.trackAccountId, req.params.id);
    const where = eq(routeStopPoint.routeId, id);
    const rows = await db
      .select()
      .from(routeStopPoint)
      .where(where)
      .orderBy(asc(routeStopPoint.seq))
      .offset(req.query.skipCount)
      .limit(req.query.maxResultCount);
    const [total] = await db.select({ n: count() }).from(routeStopPoint).where(where);
    return { items: rows.map(stopPointDto), totalCount: total?.n ?? 0 };
  });

  // Removing what is not there (already removed, another route's, another account's) is done,
  // not an error, and touches nothing: one statement, the route's account checked inside it.
  route(scope, removeStopPoint, async (req) => {
    const caller = await owner(req);
    const ownRoute = db
      .select({ id: routeTable.id })
      .from(routeTable)
      .where(ofAccount(caller.trackAccountId, req.params.id));
    await db
      .delete(routeStopPoint)
      .where(
        and(
          eq(routeStopPoint.id, req.params.stopPointId),
          eq(routeStopPoint.routeId, req.params.id),
          inArray(routeStopPoint.routeId, ownRoute),
        ),
      );
    return undefined;
  });
}
