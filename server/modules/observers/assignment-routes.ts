import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addObservationVehicle,
  addObservationVehicleGroup,
  getObserverVehiclesAndGroups,
  removeObservationVehicle,
  removeObservationVehicleGroup,
} from '../../../src/api/contract/observers.ts';
import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import type { Db } from '../../db/client.ts';
import {
  observerVehicle as ov,
  observerVehicleGroup as og,
  userTrackAccountAssociation as assoc,
  vehicle,
  vehicleGroup,
} from '../../db/schema.ts';
import { route } from '../../http/route.ts';
import { findAccountVehicle, findGroup } from '../groups/service.ts';
import { requireFeature, type AccountCaller } from '../track-accounts/access.ts';
import { findObserver, observersOf } from './service.ts';

/**
 * What an observer may see: single vehicles and whole groups (spec part 2 §7). Assigning twice
 * changes nothing; removing what is not assigned (or not the caller's) is done, not an error.
 */
export function assignmentRoutes(
  scope: FastifyInstance,
  db: Db,
  owner: (req: FastifyRequest) => Promise<AccountCaller>,
): void {
  const groupOwner = async (req: FastifyRequest) => {
    const caller = await owner(req);
    await requireFeature(db, caller.trackAccountId, FEATURES.groupManagement);
    return caller;
  };
  // Observers of the caller's account, as a sub-select: removals touch nothing of another account.
  const observerIds = (accountId: string) =>
    db.select({ id: assoc.id }).from(assoc).where(observersOf(accountId));

  route(scope, addObservationVehicle, async (req) => {
    const { trackAccountId } = await owner(req);
    const { userTrackAccountAssociationId: observerId, vehicleId } = req.query;
    // Both rows stay locked until the link is written: a concurrent delete waits (no FK error).
    await db.transaction(async (tx) => {
      const found = await findObserver(tx, trackAccountId, observerId, true);
      const id = await findAccountVehicle(tx, trackAccountId, vehicleId);
      await tx.insert(ov).values({ associationId: found.id, vehicleId: id }).onConflictDoNothing();
    });
    return undefined;
  });

  route(scope, removeObservationVehicle, async (req) => {
    const { trackAccountId } = await owner(req);
    const { userTrackAccountAssociationId: observerId, vehicleId } = req.query;
    await db
      .delete(ov)
      .where(
        and(
          eq(ov.associationId, observerId),
          eq(ov.vehicleId, vehicleId),
          inArray(ov.associationId, observerIds(trackAccountId)),
        ),
      );
    return undefined;
  });

  route(scope, addObservationVehicleGroup, async (req) => {
    const { trackAccountId } = await groupOwner(req);
    const { userTrackAccountAssociationId: observerId, vehicleGroupId } = req.query;
    await db.transaction(async (tx) => {
      const found = await findObserver(tx, trackAccountId, observerId, true);
      const group = await findGroup(tx, trackAccountId, vehicleGroupId, true);
      await tx
        .insert(og)
        .values({ associationId: found.id, groupId: group.id })
        .onConflictDoNothing();
    });
    return undefined;
  });

  route(scope, removeObservationVehicleGroup, async (req) => {
    const { trackAccountId } = await groupOwner(req);
    const { userTrackAccountAssociationId: observerId, vehicleGroupId } = req.query;
    await db
      .delete(og)
      .where(
        and(
          eq(og.associationId, observerId),
          eq(og.groupId, vehicleGroupId),
          inArray(og.associationId, observerIds(trackAccountId)),
        ),
      );
    return undefined;
  });

  route(scope, getObserverVehiclesAndGroups, async (req) => {
    const { trackAccountId } = await owner(req);
    const found = await findObserver(db, trackAccountId, req.params.id);
    // One page over both kinds: a UNION ALL ordered and cut by the database.
    type Kind = 'Vehicle' | 'VehicleGroup';
    const vehicles = db
      .select({
        vehicleOrGroupId: sql<string>`${vehicle.id}`.as('item_id'),
        type: sql<Kind>`'Vehicle'::text`.as('item_type'),
        name: sql<string>`${vehicle.licensePlateSerial} || ' - ' || ${vehicle.licensePlateSubClass}`.as(
          'item_name',
        ),
      })
      .from(ov)
      .innerJoin(vehicle, eq(vehicle.id, ov.vehicleId))
      .where(eq(ov.associationId, found.id));
    const groups = db
      .select({
        vehicleOrGroupId: sql<string>`${vehicleGroup.id}`.as('item_id'),
        type: sql<Kind>`'VehicleGroup'::text`.as('item_type'),
        name: sql<string>`${vehicleGroup.name}`.as('item_name'),
      })
      .from(og)
      .innerJoin(vehicleGroup, eq(vehicleGroup.id, og.groupId))
      .where(eq(og.associationId, found.id));
    const items = await vehicles
      .unionAll(groups)
      .orderBy(sql`item_type`, sql`item_name`, sql`item_id`)
      .offset(req.query.skipCount)
      .limit(req.query.maxResultCount);
    const [nv] = await db.select({ n: count() }).from(ov).where(eq(ov.associationId, found.id));
    const [ng] = await db.select({ n: count() }).from(og).where(eq(og.associationId, found.id));
    return { items, totalCount: (nv?.n ?? 0) + (ng?.n ?? 0) };
  });
}
