import { and, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { vehicleGroupCreate } from '../../../src/api/contract/vehicle-groups.ts';
import type { Db } from '../../db/client.ts';
import { vehicleGroup, vehicleGroupVehicle } from '../../db/schema.ts';
import { requireAccountVehicles } from './service.ts';

async function groupByKey(db: Db, accountId: string, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: vehicleGroup.id })
    .from(vehicleGroup)
    .where(and(eq(vehicleGroup.trackAccountId, accountId), eq(vehicleGroup.idempotencyKey, key)));
  return row?.id ?? null;
}

/**
 * Creates a group with its vehicles in one transaction; answers the new id. A repeated
 * Idempotency-Key answers the first group's id (keys are per account: creating a group is an act
 * on the account, and an owner may replay from any of their devices). Two submits racing with
 * one key meet at the unique index, and the loser answers the winner's id.
 */
export async function createGroup(
  db: Db,
  accountId: string,
  input: z.output<typeof vehicleGroupCreate>,
  key: string | null,
): Promise<string> {
  if (key) {
    const earlier = await groupByKey(db, accountId, key);
    if (earlier) return earlier;
  }
  const created = await db.transaction(async (tx) => {
    const vehicleIds = await requireAccountVehicles(
      tx,
      accountId,
      input.vehicleGroupVehicleCreateDtos.map((v) => v.vehicleId),
      'vehicleGroupVehicleCreateDtos',
    );
    const [row] = await tx
      .insert(vehicleGroup)
      .values({ trackAccountId: accountId, name: input.name, idempotencyKey: key })
      .onConflictDoNothing()
      .returning({ id: vehicleGroup.id });
    if (!row) return null;
    if (vehicleIds.length > 0) {
      await tx
        .insert(vehicleGroupVehicle)
        .values(vehicleIds.map((vehicleId) => ({ groupId: row.id, vehicleId })));
    }
    return row.id;
  });
  // Only a concurrent create with the same key can conflict: answer with its group.
  const id = created ?? (key ? await groupByKey(db, accountId, key) : null);
  if (!id) throw new Error('vehicle group was not stored');
  return id;
}
