import { and, eq, inArray } from 'drizzle-orm';
import type { VehicleGroup } from '../../../src/api/contract/vehicle-groups.ts';
import type { Db } from '../../db/client.ts';
import type { geoZone, route } from '../../db/schema.ts';
import { vehicle, vehicleGroup } from '../../db/schema.ts';
import { NotFoundError, ValidationError } from '../../http/errors.ts';

/** English texts of this module's errors (Arabic in server/http/user-messages.ts). */
export const VEHICLE_NOT_IN_ACCOUNT = 'A vehicle of the list is not in this track account.';
export const GROUP_NOT_IN_ACCOUNT = 'A vehicle group of the list is not in this track account.';

type GroupRow = typeof vehicleGroup.$inferSelect;

export const groupDto = (r: GroupRow): VehicleGroup => ({
  id: r.id,
  name: r.name,
  creationTime: r.createdAt.toISOString(),
  lastModificationTime: r.updatedAt?.toISOString() ?? null,
});

const ofAccount = (accountId: string, id: string) =>
  and(eq(vehicleGroup.id, id), eq(vehicleGroup.trackAccountId, accountId));

/**
 * A group of the account, or 404: another account's group answers exactly like an unknown id.
 * `lock` holds the row until the transaction ends (membership counts stay true meanwhile).
 */
export async function findGroup(
  db: Db,
  accountId: string,
  id: string,
  lock = false,
): Promise<GroupRow> {
  const query = db.select().from(vehicleGroup).where(ofAccount(accountId, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError();
  return row;
}

/** A vehicle of the account (any caller's visibility aside), or 404 like an unknown id. */
export async function findAccountVehicle(db: Db, accountId: string, id: string): Promise<string> {
  const [row] = await db
    .select({ id: vehicle.id })
    .from(vehicle)
    .where(and(eq(vehicle.id, id), eq(vehicle.trackAccountId, accountId)))
    .for('share');
  if (!row) throw new NotFoundError();
  return row.id;
}

/**
 * The ids (deduplicated) once every one of them is a vehicle of the account; otherwise 400 on
 * `member`, the same for an unknown id and another account's. The rows stay locked for the
 * caller's transaction, so none is deleted before the caller links it.
 */
export const requireAccountVehicles = (
  db: Db,
  accountId: string,
  ids: readonly string[],
  member: string,
) => requireOwnRows(db, vehicle, accountId, ids, member, VEHICLE_NOT_IN_ACCOUNT);

/** As requireAccountVehicles, for vehicle groups. */
export const requireAccountGroups = (
  db: Db,
  accountId: string,
  ids: readonly string[],
  member: string,
) => requireOwnRows(db, vehicleGroup, accountId, ids, member, GROUP_NOT_IN_ACCOUNT);

/**
 * The ids once every one is a row of the account; otherwise 400 on `member`, the same for an
 * unknown id and another account's. The rows stay locked until the links are written.
 */
export async function requireOwnRows(
  db: Db,
  table: typeof vehicle | typeof vehicleGroup | typeof geoZone | typeof route,
  accountId: string,
  ids: readonly string[],
  member: string,
  message: string,
): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.trackAccountId, accountId), inArray(table.id, wanted)))
    .for('share');
  if (found.length !== wanted.length) throw new ValidationError([{ message, members: [member] }]);
  return wanted;
}
