import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The monthly partitions of `position` (migration 0012): made ahead, dropped once wholly past
 * retention. Every step is safe from several server processes at once: partitions are made by
 * `position_ensure_month` (one maker at a time) and dropped under the same advisory lock.
 */

/** The lock `position_ensure_month` takes (not the migration's or the leader's): makers and droppers never cross. */
const PARTITION_LOCK_ID = 741_853_012;
/** Rows per DELETE in the default partition: short statements, no long lock or event-loop stall. */
export const DELETE_BATCH = 10_000;
/** Months made ahead besides the current one. */
export const MONTHS_AHEAD = 2;

const NAME = /^position_y(\d{4})m(\d{2})$/;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The first instant of the UTC month `offset` months after the one holding `at`. */
export const monthStart = (at: Date, offset = 0) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));

/** Makes the partitions of the current month and the next ones; returns their names. */
export async function ensureMonths(db: Db, now = new Date()): Promise<string[]> {
  const names: string[] = [];
  for (let m = 0; m <= MONTHS_AHEAD; m++) {
    const at = monthStart(now, m).toISOString();
    const [row] = rowsOf<{ name: string }>(
      await db.execute(sql`select position_ensure_month(${at}::timestamptz) as name`),
    );
    names.push(row!.name);
  }
  return names;
}

/** The monthly partitions, oldest first, with the end of their month. */
export async function monthlyPartitions(db: Db): Promise<{ name: string; end: Date }[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_inherits i
      join pg_class c on c.oid = i.inhrelid where i.inhparent = 'position'::regclass`),
  );
  return rows
    .flatMap(({ name }) => {
      const m = NAME.exec(name);
      return m ? [{ name, end: new Date(Date.UTC(Number(m[1]), Number(m[2]), 1)) }] : [];
    })
    .sort((a, b) => a.end.getTime() - b.end.getTime());
}

/**
 * Drops the partitions whose whole month is older than `cutoff` (a partition holding any newer
 * row stays: rows live at least the retention, at most a month longer). Detach and drop lock
 * `position` for an instant; a busy table makes this wait at most `lock_timeout`, and the next
 * run tries again.
 */
export async function dropMonthsBefore(db: Db, cutoff: Date): Promise<string[]> {
  const dropped: string[] = [];
  for (const { name, end } of await monthlyPartitions(db)) {
    if (end > cutoff) break;
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '10s'`);
      await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK_ID})`);
      const [still] = rowsOf<{ ok: boolean }>(
        await tx.execute(sql`select to_regclass(${name}) is not null as ok`),
      );
      if (!still?.ok) return;
      await tx.execute(sql.raw(`alter table "position" detach partition "${name}"`));
      await tx.execute(sql.raw(`drop table "${name}"`));
      dropped.push(name);
    });
  }
  return dropped;
}

/**
 * Deletes the default partition's rows older than `cutoff`, a batch per statement (fixes dated
 * before any monthly partition, e.g. a tracker's buffered past). Returns how many went.
 */
export async function deleteDefaultBefore(db: Db, cutoff: Date, batch = DELETE_BATCH) {
  let total = 0;
  for (;;) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`with gone as (
        delete from position_default where ctid = any(array(
          select ctid from position_default where time < ${cutoff.toISOString()}::timestamptz
          limit ${batch}))
        returning 1)
      select count(*)::int as n from gone`),
    );
    total += row!.n;
    if (row!.n < batch) return total;
  }
}

/** One run: partitions ahead, then whatever is past `retentionDays`. */
export async function maintainPositions(db: Db, retentionDays: number, now = new Date()) {
  const created = await ensureMonths(db, now);
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const dropped = await dropMonthsBefore(db, cutoff);
  const deleted = await deleteDefaultBefore(db, cutoff);
  return { created, dropped, deleted };
}
