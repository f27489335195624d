import { and, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { GeoZone, geoZoneCreate } from '../../../src/api/contract/geo-zones.ts';
import type { Db } from '../../db/client.ts';
import { geoZone } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import { holdAccountForCreate, refuseAtCap } from '../track-accounts/caps.ts';

type ZoneRow = typeof geoZone.$inferSelect;

export const zoneDto = (r: ZoneRow): GeoZone => ({
  id: r.id,
  name: r.name,
  polyLine: { line: r.line },
  creationTime: r.createdAt.toISOString(),
});

export const ofAccount = (accountId: string, id: string) =>
  and(eq(geoZone.id, id), eq(geoZone.trackAccountId, accountId));

/** A zone of the account, or 404: another account's zone answers exactly like an unknown id. */
export async function findZone(db: Db, accountId: string, id: string): Promise<ZoneRow> {
  const [row] = await db.select().from(geoZone).where(ofAccount(accountId, id));
  if (!row) throw new NotFoundError();
  return row;
}

async function zoneByKey(db: Db, accountId: string, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: geoZone.id })
    .from(geoZone)
    .where(and(eq(geoZone.trackAccountId, accountId), eq(geoZone.idempotencyKey, key)));
  return row?.id ?? null;
}

/**
 * Stores a zone (its outline already checked by the contract) and answers its id, unless the
 * account holds its cap of zones. A repeated Idempotency-Key answers the first zone's id; two
 * creates racing with one key meet at the unique index, and the loser answers the winner's id.
 */
export async function createZone(
  db: Db,
  accountId: string,
  input: z.output<typeof geoZoneCreate>,
  key: string | null,
): Promise<string> {
  if (key) {
    const earlier = await zoneByKey(db, accountId, key);
    if (earlier) return earlier;
  }
  const row = await db.transaction(async (tx) => {
    await holdAccountForCreate(tx, accountId);
    // A double submit that waited for the first one answers it, not the cap.
    const earlier = key ? await zoneByKey(tx, accountId, key) : null;
    if (earlier) return { id: earlier };
    await refuseAtCap(tx, accountId, 'geoZones');
    const [inserted] = await tx
      .insert(geoZone)
      .values({
        trackAccountId: accountId,
        name: input.name,
        line: input.polyLine.line,
        idempotencyKey: key,
      })
      .onConflictDoNothing()
      .returning({ id: geoZone.id });
    return inserted;
  });
  const id = row?.id ?? (key ? await zoneByKey(db, accountId, key) : null);
  if (!id) throw new Error('geo-zone was not stored');
  return id;
}
