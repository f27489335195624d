import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import {
  createVehicleGroup,
  deleteVehicleGroup,
  getVehicleGroup,
  listVehicleGroups,
  updateVehicleGroup,
} from '../../../src/api/contract/vehicle-groups.ts';
import { authenticatedRoutes } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { vehicleGroup } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import { requireOwnerWith } from '../track-accounts/access.ts';
import { createGroup } from './create.ts';
import { membershipRoutes } from './membership-routes.ts';
import { findGroup, groupDto } from './service.ts';

/**
 * Vehicle groups of the account in the token (spec part 2 §7 "Vehicles and groups"): owners
 * only, with GoTrack.GroupManagement on. Rename and delete are beyond the spec (README).
 */
export function groupRoutes(app: FastifyInstance, db: Db): void {
  const owner = (req: Parameters<typeof requireOwnerWith>[1]) =>
    requireOwnerWith(db, req, FEATURES.groupManagement);

  authenticatedRoutes(app, (scope) => {
    route(scope, createVehicleGroup, async (req) => {
      const caller = await owner(req);
      return createGroup(db, caller.trackAccountId, req.body, idempotencyKeyOf(req));
    });

    route(scope, getVehicleGroup, async (req) => {
      const caller = await owner(req);
      return groupDto(await findGroup(db, caller.trackAccountId, req.params.id));
    });

    route(scope, listVehicleGroups, async (req) => {
      const caller = await owner(req);
      const where = eq(vehicleGroup.trackAccountId, caller.trackAccountId);
      const rows = await db
        .select()
        .from(vehicleGroup)
        .where(where)
        .orderBy(asc(vehicleGroup.name), asc(vehicleGroup.id))
        .offset(req.query.skipCount)
        .limit(req.query.maxResultCount);
      const [total] = await db.select({ n: count() }).from(vehicleGroup).where(where);
      return { items: rows.map(groupDto), totalCount: total?.n ?? 0 };
    });

    route(scope, updateVehicleGroup, async (req) => {
      const caller = await owner(req);
      const [row] = await db
        .update(vehicleGroup)
        .set({ name: req.body.name, updatedAt: new Date() })
        .where(
          and(
            eq(vehicleGroup.id, req.params.id),
            eq(vehicleGroup.trackAccountId, caller.trackAccountId),
          ),
        )
        .returning();
      if (!row) throw new NotFoundError();
      return groupDto(row);
    });

    // Deleting what is not there (already deleted, or never the caller's) is done, not an error:
    // a replayed delete succeeds, and another account's id learns nothing.
    route(scope, deleteVehicleGroup, async (req) => {
      const caller = await owner(req);
      await db
        .delete(vehicleGroup)
        .where(
          and(
            eq(vehicleGroup.id, req.params.id),
            eq(vehicleGroup.trackAccountId, caller.trackAccountId),
          ),
        );
      return undefined;
    });

    membershipRoutes(scope, db, owner);
  });
}
