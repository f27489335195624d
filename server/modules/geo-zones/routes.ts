import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  createGeoZone,
  deleteGeoZone,
  getGeoZone,
  listGeoZones,
  renameGeoZone,
} from '../../../src/api/contract/geo-zones.ts';
import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import { authenticatedRoutes } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { geoZone } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import { requireOwnerWith } from '../track-accounts/access.ts';
import { createZone, findZone, ofAccount, zoneDto } from './service.ts';

/**
 * Geo-zones of the account in the token (spec part 2 §7 "Geo-zones"): owners only, with
 * GoTrack.GeographicAreaManagement on. Rename and delete are beyond the spec (ABP's usual ones).
 */
export function geoZoneRoutes(app: FastifyInstance, db: Db): void {
  const owner = (req: Parameters<typeof requireOwnerWith>[1]) =>
    requireOwnerWith(db, req, FEATURES.geographicAreaManagement);

  authenticatedRoutes(app, (scope) => {
    route(scope, createGeoZone, async (req) => {
      const caller = await owner(req);
      return createZone(db, caller.trackAccountId, req.body, idempotencyKeyOf(req));
    });

    route(scope, getGeoZone, async (req) => {
      const caller = await owner(req);
      return zoneDto(await findZone(db, caller.trackAccountId, req.params.id));
    });

    route(scope, listGeoZones, async (req) => {
      const caller = await owner(req);
      const where = eq(geoZone.trackAccountId, caller.trackAccountId);
      const rows = await db
        .select()
        .from(geoZone)
        .where(where)
        .orderBy(asc(geoZone.name), asc(geoZone.id))
        .offset(req.query.skipCount)
        .limit(req.query.maxResultCount);
      const [total] = await db.select({ n: count() }).from(geoZone).where(where);
      return { items: rows.map(zoneDto), totalCount: total?.n ?? 0 };
    });

    route(scope, renameGeoZone, async (req) => {
      const caller = await owner(req);
      const [row] = await db
        .update(geoZone)
        .set({ name: req.body.name, updatedAt: new Date() })
        .where(ofAccount(caller.trackAccountId, req.params.id))
        .returning();
      if (!row) throw new NotFoundError();
      return zoneDto(row);
    });

    // Deleting what is not there (already deleted, or never the caller's) is done, not an error:
    // a replayed delete succeeds, and another account's id learns nothing.
    route(scope, deleteGeoZone, async (req) => {
      const caller = await owner(req);
      await db.delete(geoZone).where(ofAccount(caller.trackAccountId, req.params.id));
      return undefined;
    });
  });
}
