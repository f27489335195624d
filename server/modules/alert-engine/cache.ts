import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vehicle } from '../../db/schema.ts';
import { loadAccountRules, type AccountRules } from './load.ts';

export interface VehicleInfo {
  accountId: string;
  /** As the lists show it: "serial - subclass". */
  name: string;
}

/**
 * How long an account's definitions are used before they are read again. A few seconds keeps the
 * cost per position small; an edit takes effect within it. Correctness across processes does not
 * depend on it: the states and cursors are in the database, and a definition disabled meanwhile
 * is checked again when its notification is written.
 */
export const RULES_CACHE_MS = 5000;
/** Vehicles rarely change account or plate: read again after a minute. */
const VEHICLE_CACHE_MS = 60_000;

interface Entry<T> {
  value: Promise<T>;
  until: number;
}

/** The engine's read-through caches of vehicles and of each account's rules. */
export function createRuleCache(db: Db, rulesMs = RULES_CACHE_MS) {
  const vehicles = new Map<string, VehicleInfo & { until: number }>();
  const accounts = new Map<string, Entry<AccountRules>>();
  const settled = new Map<string, AccountRules>();

  return {
    /** The known vehicles among `ids` (a deleted one is left out). */
    async vehicles(ids: readonly string[]): Promise<Map<string, VehicleInfo>> {
      const now = Date.now();
      const missing = ids.filter((id) => (vehicles.get(id)?.until ?? 0) <= now);
      if (missing.length > 0) {
        const rows = await db
          .select({
            id: vehicle.id,
            accountId: vehicle.trackAccountId,
            serial: vehicle.licensePlateSerial,
            subClass: vehicle.licensePlateSubClass,
          })
          .from(vehicle)
          .where(inArray(vehicle.id, missing));
        for (const id of missing) vehicles.delete(id);
        for (const r of rows) {
          const name = `${r.serial} - ${r.subClass}`;
          vehicles.set(r.id, { accountId: r.accountId, name, until: now + VEHICLE_CACHE_MS });
        }
      }
      const found = new Map<string, VehicleInfo>();
      for (const id of ids) {
        const v = vehicles.get(id);
        if (v) found.set(id, v);
      }
      return found;
    },

    /** Each account's rules, read again once older than the cache time (one read at a time). */
    async rules(accountIds: readonly string[]): Promise<Map<string, AccountRules>> {
      const now = Date.now();
      const entries = accountIds.map((id) => {
        let entry = accounts.get(id);
        if (!entry || entry.until <= now) {
          const value = loadAccountRules(db, id, settled.get(id)).then((rules) => {
            settled.set(id, rules);
            return rules;
          });
          const fresh = { value, until: now + rulesMs };
          // A failed read is not kept: the next batch tries again.
          value.catch(() => accounts.get(id) === fresh && accounts.delete(id));
          accounts.set(id, (entry = fresh));
        }
        return entry.value.then((rules) => [id, rules] as const);
      });
      return new Map(await Promise.all(entries));
    },

    /** Reads these accounts (and all vehicles) again next time: a write found them changed. */
    forget(accountIds: readonly string[]): void {
      for (const id of accountIds) accounts.delete(id);
      vehicles.clear();
    },

    /** Reads these accounts' rules again next time: they were edited in this process. */
    forgetRules(accountIds: readonly string[]): void {
      for (const id of accountIds) accounts.delete(id);
    },

    /** Reads every account's rules again next time: a setting they are built with changed. */
    forgetAllRules(): void {
      accounts.clear();
    },
  };
}

export type RuleCache = ReturnType<typeof createRuleCache>;
