import { and, eq, sql, type SQL } from 'drizzle-orm';
import { TENANT_FEATURE_PROVIDER } from '../../../src/api/contract/features.ts';
import type { Db } from '../../db/client.ts';
import { featureValue, trackAccount, vehicle } from '../../db/schema.ts';
import { findFeature, RETENTION_FEATURE } from '../features/definitions.ts';
import {
  deleteDefaultBefore,
  DELETE_BATCH,
  dropMonthsBefore,
  ensureMonths,
  monthlyPartitions,
  monthStart,
} from './partitions.ts';

/**
 * History retention (GoTrack.HistoryRetentionDays, issue 29): each tenant keeps its own days, or
 * the host's, within POSITION_RETENTION_DAYS when that is set. Read at every run, so a change
 * applies at the next one (and a change announces a run at once: schedule.ts).
 */
export interface RetentionGroup {
  days: number;
  accountIds: string[];
  vehicleIds: string[];
}

export interface RetentionPlan {
  /** The longest any side keeps: whole months older than that go. */
  longestDays: number;
  groups: RetentionGroup[];
}

const DAY_MS = 86_400_000;
const CHUNK = 1000;
const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) =>
    list.slice(i * CHUNK, (i + 1) * CHUNK),
  );
/** Each batch is a short statement; between them the event loop serves requests (PGlite). */
const breathe = () => new Promise((resolve) => setImmediate(resolve));

/** Runs a `delete … limit batch` until it deletes fewer than a batch; the rows deleted. */
async function inBatches(db: Db, batch: number, remove: SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.execute(
      sql`with gone as (${remove} returning 1) select count(*)::int as n from gone`,
    );
    const n = (result as { rows: { n: number }[] }).rows[0]!.n;
    total += n;
    await breathe();
    if (n < batch) return total;
  }
}

export async function retentionPlan(db: Db, capDays: number | null): Promise<RetentionPlan> {
  const rows = await db
    .select({ tenantId: featureValue.providerKey, value: featureValue.value })
    .from(featureValue)
    .where(
      and(
        eq(featureValue.name, RETENTION_FEATURE),
        eq(featureValue.providerName, TENANT_FEATURE_PROVIDER),
      ),
    );
  const fallback = Number(findFeature(RETENTION_FEATURE)!.defaultValue);
  const asDays = (value: string | undefined) => {
    const n = Number(value);
    const days = Number.isInteger(n) && n > 0 ? n : fallback;
    return capDays === null ? days : Math.min(days, capDays);
  };
  const host = asDays(rows.find((r) => r.tenantId === null)?.value);
  const own = new Map(rows.flatMap((r) => (r.tenantId ? [[r.tenantId, asDays(r.value)]] : [])));
  const daysOf = (tenantId: string | null) => (tenantId && own.get(tenantId)) || host;

  const accounts = await db
    .select({ id: trackAccount.id, tenantId: trackAccount.tenantId })
    .from(trackAccount);
  const vehicles = await db
    .select({ id: vehicle.id, accountId: vehicle.trackAccountId })
    .from(vehicle);
  const groups = new Map<number, RetentionGroup>();
  const accountDays = new Map<string, number>();
  for (const a of accounts) {
    const days = daysOf(a.tenantId);
    accountDays.set(a.id, days);
    let group = groups.get(days);
    if (!group) groups.set(days, (group = { days, accountIds: [], vehicleIds: [] }));
    group.accountIds.push(a.id);
  }
  for (const v of vehicles) {
    const days = accountDays.get(v.accountId);
    if (days !== undefined) groups.get(days)!.vehicleIds.push(v.id);
  }
  const list = [...groups.values()];
  return { longestDays: Math.max(host, ...list.map((g) => g.days)), groups: list };
}

/**
 * Deletes the positions of `vehicleIds` older than `cutoff`, a batch per statement, partition by
 * partition (ctid is unique only within one). Under the partitions' lock: a partition another
 * process drops meanwhile is simply gone.
 */
export async function deleteVehiclesBefore(
  db: Db,
  vehicleIds: string[],
  cutoff: Date,
  batch = DELETE_BATCH,
): Promise<number> {
  const months = await monthlyPartitions(db);
  const names = [
    'position_default',
    ...months.filter((p) => monthStart(p.end, -1) < cutoff).map((p) => p.name),
  ];
  let total = 0;
  for (const name of names) {
    for (const ids of chunks(vehicleIds)) {
      const table = sql.identifier(name);
      total += await inBatches(
        db,
        batch,
        sql`delete from ${table} where ctid = any(array(select ctid from ${table}
          where vehicle_id = any(${sql.param(ids)}::uuid[]) and time < ${cutoff.toISOString()}::timestamptz
          limit ${batch}))`,
      ).catch((err: unknown) => (isMissingTable(err) ? 0 : Promise.reject(err)));
    }
  }
  return total;
}

/** A partition dropped by another process between the listing and the delete. */
function isMissingTable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '42P01') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Deletes the notifications of `accountIds` about events older than `cutoff`, in batches. */
export async function deleteNotificationsBefore(
  db: Db,
  accountIds: string[],
  cutoff: Date,
  batch = DELETE_BATCH,
): Promise<number> {
  let total = 0;
  for (const ids of chunks(accountIds)) {
    total += await inBatches(
      db,
      batch,
      sql`delete from notification where id in (select id from notification
        where track_account_id = any(${sql.param(ids)}::uuid[]) and time < ${cutoff.toISOString()}::timestamptz
        limit ${batch})`,
    );
  }
  return total;
}

/**
 * One run: partitions ahead; whole months past the longest retention dropped; then, side by
 * side, the positions of shorter-keeping tenants and every side's notifications past its days.
 */
export async function keepHistory(db: Db, capDays: number | null, now = new Date()) {
  const created = await ensureMonths(db, now);
  const plan = await retentionPlan(db, capDays);
  const cutoffOf = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const longest = cutoffOf(plan.longestDays);
  const dropped = await dropMonthsBefore(db, longest);
  let deleted = await deleteDefaultBefore(db, longest);
  let notifications = 0;
  for (const group of plan.groups) {
    const cutoff = cutoffOf(group.days);
    if (group.days < plan.longestDays) {
      deleted += await deleteVehiclesBefore(db, group.vehicleIds, cutoff);
    }
    notifications += await deleteNotificationsBefore(db, group.accountIds, cutoff);
  }
  return { created, dropped, deleted, notifications, longestDays: plan.longestDays };
}
