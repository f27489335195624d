import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  addAlertVehicle,
  addAlertVehicleGroup,
  listAlertVehicleGroups,
  listAlertVehicles,
  removeAlertVehicle,
  removeAlertVehicleGroup,
} from '../../../src/api/contract/alerts.ts';
import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import type { Db } from '../../db/client.ts';
import {
  alertDefinitionGroup as linkedGroup,
  alertDefinitionVehicle as linkedVehicle,
  vehicle,
  vehicleGroup,
} from '../../db/schema.ts';
import { route } from '../../http/route.ts';
import { findAccountVehicle, findGroup } from '../groups/service.ts';
import { requireFeature } from '../track-accounts/access.ts';
import { lockDefinition, ownDefinition, ownDefinitionOrNull } from './access.ts';

/**
 * What a definition watches: single vehicles and whole groups (spec part 2 §2 "add vehicle", "add
 * vehicle group", "related items"; §7). Assigning twice changes nothing; removing what is not
 * assigned (or an unknown definition) is done, not an error, so replays from the offline queue
 * succeed. A vehicle or group of another account is 404, like an unknown id.
 *
 * Removal may leave a definition watching nothing: the related-items dialog lets the owner remove
 * every item, and deleting a vehicle or group can empty a definition anyway (the links cascade).
 * Such a definition simply never fires until something is added again; refusing the last removal
 * would make "swap the only vehicle" a two-step dance in a specific order for no gain.
 */
export function targetRoutes(scope: FastifyInstance, db: Db): void {
  route(scope, addAlertVehicle, async (req) => {
    const { caller, definition } = await ownDefinition(db, req, req.params.id);
    await db.transaction(async (tx) => {
      // Both rows stay locked until the link is written: a concurrent delete waits (no FK error).
      await lockDefinition(tx, definition.id);
      const vehicleId = await findAccountVehicle(tx, caller.trackAccountId, req.params.vehicleId);
      await tx
        .insert(linkedVehicle)
        .values({ alertDefinitionId: definition.id, vehicleId })
        .onConflictDoNothing();
    });
    return undefined;
  });

  route(scope, removeAlertVehicle, async (req) => {
    const { definition } = await ownDefinitionOrNull(db, req, req.params.id);
    if (definition) {
      await db
        .delete(linkedVehicle)
        .where(
          and(
            eq(linkedVehicle.alertDefinitionId, definition.id),
            eq(linkedVehicle.vehicleId, req.params.vehicleId),
          ),
        );
    }
    return undefined;
  });

  route(scope, addAlertVehicleGroup, async (req) => {
    const { caller, definition } = await ownDefinition(db, req, req.params.id);
    await requireFeature(db, caller.trackAccountId, FEATURES.groupManagement);
    await db.transaction(async (tx) => {
      await lockDefinition(tx, definition.id);
      const group = await findGroup(tx, caller.trackAccountId, req.params.groupId, true);
      await tx
        .insert(linkedGroup)
        .values({ alertDefinitionId: definition.id, vehicleGroupId: group.id })
        .onConflictDoNothing();
    });
    return undefined;
  });

  // No GroupManagement needed: a plan that lost groups may still clear them from its alerts.
  route(scope, removeAlertVehicleGroup, async (req) => {
    const { definition } = await ownDefinitionOrNull(db, req, req.params.id);
    if (definition) {
      await db
        .delete(linkedGroup)
        .where(
          and(
            eq(linkedGroup.alertDefinitionId, definition.id),
            eq(linkedGroup.vehicleGroupId, req.params.groupId),
          ),
        );
    }
    return undefined;
  });

  // Vehicles are named as everywhere else in the app: "serial - subclass".
  route(scope, listAlertVehicles, async (req) => {
    const { definition } = await ownDefinition(db, req, req.params.id);
    const where = eq(linkedVehicle.alertDefinitionId, definition.id);
    const rows = await db
      .select({
        id: vehicle.id,
        serial: vehicle.licensePlateSerial,
        subClass: vehicle.licensePlateSubClass,
      })
      .from(linkedVehicle)
      .innerJoin(vehicle, eq(vehicle.id, linkedVehicle.vehicleId))
      .where(where)
      .orderBy(asc(vehicle.licensePlateSerial), asc(vehicle.licensePlateSubClass), asc(vehicle.id))
      .offset(req.query.skipCount)
      .limit(req.query.maxResultCount);
    const [total] = await db.select({ n: count() }).from(linkedVehicle).where(where);
    const items = rows.map((r) => ({ id: r.id, name: `${r.serial} - ${r.subClass}` }));
    return { items, totalCount: total?.n ?? 0 };
  });

  route(scope, listAlertVehicleGroups, async (req) => {
    const { definition } = await ownDefinition(db, req, req.params.id);
    const where = eq(linkedGroup.alertDefinitionId, definition.id);
    const items = await db
      .select({ id: vehicleGroup.id, name: vehicleGroup.name })
      .from(linkedGroup)
      .innerJoin(vehicleGroup, eq(vehicleGroup.id, linkedGroup.vehicleGroupId))
      .where(where)
      .orderBy(asc(vehicleGroup.name), asc(vehicleGroup.id))
      .offset(req.query.skipCount)
      .limit(req.query.maxResultCount);
    const [total] = await db.select({ n: count() }).from(linkedGroup).where(where);
    return { items, totalCount: total?.n ?? 0 };
  });
}
