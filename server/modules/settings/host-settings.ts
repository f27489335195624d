import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  EDITABLE_SETTINGS,
  SETTING_HISTORY_RETENTION,
  canonicalSettingValue,
} from '../../../src/api/contract/setting-rules.ts';
import { announce } from '../../cluster/bus.ts';
import type { Db } from '../../db/client.ts';
import { setting, settingChange } from '../../db/schema.ts';
import { effectiveValues, setOwnValue } from '../features/store.ts';
import type { DbOrTx } from '../permissions/store.ts';
import { GLOBAL_PROVIDER } from './definitions.ts';
import { settingValues } from './service.ts';

/** Serializes writers, so each recorded "old" is the value the change really replaced. */
const SETTINGS_LOCK_ID = 741_853_029;

/**
 * The host's effective value of every editable setting: its own (global) value, else the default.
 * History retention is the host level of the feature of that name (one fact, one store).
 */
export async function hostSettingValues(
  db: DbOrTx,
  demo: boolean,
): Promise<Record<string, string | null>> {
  const values = await settingValues(db, { tenantId: null, demo }, (d) =>
    EDITABLE_SETTINGS.has(d.name),
  );
  const features = await effectiveValues(db, null);
  return {
    ...values,
    [SETTING_HISTORY_RETENTION]: features.get(SETTING_HISTORY_RETENTION) ?? null,
  };
}

async function storeHostValue(tx: DbOrTx, name: string, value: string | null) {
  if (name === SETTING_HISTORY_RETENTION) return setOwnValue(tx, null, name, value);
  const global = and(
    eq(setting.name, name),
    eq(setting.providerName, GLOBAL_PROVIDER),
    isNull(setting.providerKey),
  );
  if (value === null) {
    await tx.delete(setting).where(global);
    return;
  }
  await tx
    .insert(setting)
    .values({ name, value, providerName: GLOBAL_PROVIDER, providerKey: null })
    .onConflictDoUpdate({
      target: [setting.name, setting.providerName, setting.providerKey],
      set: { value },
    });
}

export interface SettingsAuthor {
  userId: string;
  userName: string | null;
}

/**
 * Stores the host values (already checked by the contract; null = back to the default) in one
 * transaction, records each effective change with its author, and tells every server process.
 * Resolves to the names whose effective value changed.
 */
export async function writeHostSettings(
  db: Db,
  demo: boolean,
  author: SettingsAuthor,
  values: Record<string, string | null | undefined>,
): Promise<string[]> {
  const changed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETTINGS_LOCK_ID})`);
    const before = await hostSettingValues(tx, demo);
    for (const [name, raw] of Object.entries(values)) {
      if (raw === undefined) continue;
      const value = raw === null ? null : canonicalSettingValue(name, raw);
      // The contract refused such a value already; never let it pass as "back to default".
      if (raw !== null && value === null) throw new Error(`unchecked value of ${name}`);
      await storeHostValue(tx, name, value);
    }
    const after = await hostSettingValues(tx, demo);
    const rows = Object.keys(values)
      .filter((name) => before[name] !== after[name])
      .map((name) => ({
        name,
        oldValue: before[name] ?? null,
        newValue: after[name] ?? null,
        ...author,
      }));
    if (rows.length) await tx.insert(settingChange).values(rows);
    return rows.map((r) => r.name);
  });
  for (const name of changed) announce('setting', name);
  return changed;
}
