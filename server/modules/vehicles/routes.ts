import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  createDeviceKey,
  deleteDeviceKey,
  getVehicle,
  getVehiclesWithAuditing,
  listVehicles,
  type Vehicle,
} from '../../../src/api/contract/vehicles.ts';
import { updateConsumptionRate } from '../../../src/api/contract/vehicle-consumption.ts';
import { authenticatedRoutes } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { vehicle, vehicleGroupVehicle } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { clearDeviceKey, setDeviceKey } from '../ingest/device-key.ts';
import {
  requireAccountCaller,
  requireOwner,
  visibleVehicles,
  type AccountCaller,
} from '../track-accounts/access.ts';

type Row = typeof vehicle.$inferSelect;

export const vehicleDto = (r: Row): Vehicle => ({
  id: r.id,
  licensePlateSerial: r.licensePlateSerial,
  licensePlateSubClass: r.licensePlateSubClass,
  colorHex: r.colorHex,
  consumptionRate: r.consumptionRate,
  trackingDeviceId: r.trackingDeviceId,
  name: `${r.licensePlateSerial} - ${r.licensePlateSubClass}`,
});

/** One vehicle the caller may see, or 404 (another account's vehicle is not revealed). */
export async function findVisibleVehicle(db: Db, caller: AccountCaller, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(vehicle)
    .where(and(eq(vehicle.id, id), visibleVehicles(caller)));
  if (!row) throw new NotFoundError();
  return row;
}

/** Vehicles of the account in the token (spec part 2 §7 "Vehicles and groups"). */
export function vehicleRoutes(app: FastifyInstance, db: Db): void {
  async function page(caller: AccountCaller, skip: number, take: number, groupId?: string) {
    // A group holds vehicles of its own account only, so another account's group (or an unknown
    // id) filters every visible vehicle out: an empty page, which reveals nothing.
    const inGroup = groupId
      ? inArray(
          vehicle.id,
          db
            .select({ id: vehicleGroupVehicle.vehicleId })
            .from(vehicleGroupVehicle)
            .where(eq(vehicleGroupVehicle.groupId, groupId)),
        )
      : undefined;
    const where = and(visibleVehicles(caller), inGroup);
    const rows = await db
      .select()
      .from(vehicle)
      .where(where)
      .orderBy(asc(vehicle.licensePlateSerial), asc(vehicle.id))
      .offset(skip)
      .limit(take);
    const [total] = await db.select({ n: count() }).from(vehicle).where(where);
    return { rows, totalCount: total?.n ?? 0 };
  }

  authenticatedRoutes(app, (scope) => {
    route(scope, listVehicles, async (req) => {
      const caller = await requireAccountCaller(db, req);
      const { rows, totalCount } = await page(
        caller,
        req.query.skipCount,
        req.query.maxResultCount,
        req.query.vehicleGroupId,
      );
      return { items: rows.map(vehicleDto), totalCount };
    });

    route(scope, getVehiclesWithAuditing, async (req) => {
      const caller = await requireAccountCaller(db, req);
      const { rows, totalCount } = await page(
        caller,
        req.query.skipCount,
        req.query.maxResultCount,
      );
      const items = rows.map((r) => ({
        ...vehicleDto(r),
        creationTime: r.createdAt.toISOString(),
        lastModificationTime: null,
      }));
      return { items, totalCount };
    });

    route(scope, getVehicle, async (req) => {
      const caller = await requireAccountCaller(db, req);
      return vehicleDto(await findVisibleVehicle(db, caller, req.params.id));
    });

    route(scope, updateConsumptionRate, async (req) => {
      const caller = await requireAccountCaller(db, req);
      requireOwner(caller);
      const found = await findVisibleVehicle(db, caller, req.params.id);
      await db
        .update(vehicle)
        .set({ consumptionRate: req.query.consumptionRate })
        .where(eq(vehicle.id, found.id));
      return undefined;
    });

    // The device key (issue 11): owners only, like the consumption rate.
    route(scope, createDeviceKey, async (req) => {
      const caller = await requireAccountCaller(db, req);
      requireOwner(caller);
      const found = await findVisibleVehicle(db, caller, req.params.id);
      const key = await setDeviceKey(db, found.id);
      req.server.ingest.forget(found.trackingDeviceId);
      return key;
    });

    route(scope, deleteDeviceKey, async (req) => {
      const caller = await requireAccountCaller(db, req);
      requireOwner(caller);
      const found = await findVisibleVehicle(db, caller, req.params.id);
      await clearDeviceKey(db, found.id);
      req.server.ingest.forget(found.trackingDeviceId);
      return undefined;
    });
  });
}
