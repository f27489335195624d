import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addVehicleToGroup,
  MAX_GROUP_VEHICLES,
  removeVehicleFromGroup,
  tooManyGroupVehiclesMessage,
} from '../../../src/api/contract/vehicle-groups.ts';
import type { Db } from '../../db/client.ts';
import { vehicleGroup, vehicleGroupVehicle } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { AccountCaller } from '../track-accounts/access.ts';
import { findAccountVehicle, findGroup } from './service.ts';

/** A vehicle joins or leaves a group (spec part 2 §7); `owner` checks the caller. */
export function membershipRoutes(
  scope: FastifyInstance,
  db: Db,
  owner: (req: FastifyRequest) => Promise<AccountCaller>,
): void {
  route(scope, addVehicleToGroup, async (req) => {
    const { trackAccountId } = await owner(req);
    await db.transaction(async (tx) => {
      // The group row stays locked until commit, so two adds cannot both take the last place.
      const group = await findGroup(tx, trackAccountId, req.params.groupId, true);
      const vehicleId = await findAccountVehicle(tx, trackAccountId, req.params.id);
      const member = and(
        eq(vehicleGroupVehicle.groupId, group.id),
        eq(vehicleGroupVehicle.vehicleId, vehicleId),
      );
      if ((await tx.select().from(vehicleGroupVehicle).where(member)).length > 0) return;
      const [held] = await tx
        .select({ n: count() })
        .from(vehicleGroupVehicle)
        .where(eq(vehicleGroupVehicle.groupId, group.id));
      if ((held?.n ?? 0) >= MAX_GROUP_VEHICLES) {
        throw new BusinessError(tooManyGroupVehiclesMessage(MAX_GROUP_VEHICLES));
      }
      await tx.insert(vehicleGroupVehicle).values({ groupId: group.id, vehicleId });
      await tx
        .update(vehicleGroup)
        .set({ updatedAt: new Date() })
        .where(eq(vehicleGroup.id, group.id));
    });
    return undefined;
  });

  // Removing what is not there is done, not an error (a replay succeeds; nothing is revealed).
  route(scope, removeVehicleFromGroup, async (req) => {
    const { trackAccountId } = await owner(req);
    const ofAccount = db
      .select({ id: vehicleGroup.id })
      .from(vehicleGroup)
      .where(eq(vehicleGroup.trackAccountId, trackAccountId));
    const removed = await db
      .delete(vehicleGroupVehicle)
      .where(
        and(
          eq(vehicleGroupVehicle.groupId, req.params.groupId),
          eq(vehicleGroupVehicle.vehicleId, req.params.id),
          inArray(vehicleGroupVehicle.groupId, ofAccount),
        ),
      )
      .returning({ groupId: vehicleGroupVehicle.groupId });
    if (removed.length > 0) {
      await db
        .update(vehicleGroup)
        .set({ updatedAt: new Date() })
        .where(eq(vehicleGroup.id, req.params.groupId));
    }
    return undefined;
  });
}
