import { and, eq, isNull, or } from 'drizzle-orm';
import { SETTING_MAILING_AVAILABLE } from '../../../src/api/contract/setting-rules.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { setting } from '../../db/schema.ts';
import type { DbOrTx } from '../permissions/store.ts';
import {
  GLOBAL_PROVIDER,
  TENANT_PROVIDER,
  settingDefinitions,
  type SettingDefinition,
} from './definitions.ts';

export interface SettingScope {
  tenantId: string | null;
  /** Demo mode has its own defaults for some settings. */
  demo: boolean;
}

const defaultOf = (def: SettingDefinition, demo: boolean) =>
  demo && def.demoDefaultValue !== undefined ? def.demoDefaultValue : def.defaultValue;

/**
 * Effective values of the client-visible settings: definition default, then the global value,
 * then the tenant's own value (ABP's provider order, most specific last).
 */
export function clientSettingValues(
  db: Db,
  scope: SettingScope,
): Promise<Record<string, string | null>> {
  return settingValues(db, scope, (def) => def.visibleToClients);
}

/** Effective values of the defined settings `pick` chooses (server-side ones included). */
export async function settingValues(
  db: DbOrTx,
  { tenantId, demo }: SettingScope,
  pick: (def: SettingDefinition) => boolean,
): Promise<Record<string, string | null>> {
  const scope = tenantId
    ? or(
        eq(setting.providerName, GLOBAL_PROVIDER),
        and(eq(setting.providerName, TENANT_PROVIDER), eq(setting.providerKey, tenantId)),
      )
    : and(eq(setting.providerName, GLOBAL_PROVIDER), isNull(setting.providerKey));
  const rows = await db.select().from(setting).where(scope);
  const values: Record<string, string | null> = {};
  for (const def of settingDefinitions) {
    if (!pick(def)) continue;
    const global = rows.find((r) => r.name === def.name && r.providerName === GLOBAL_PROVIDER);
    const tenant = rows.find((r) => r.name === def.name && r.providerName === TENANT_PROVIDER);
    values[def.name] = tenant?.value ?? global?.value ?? defaultOf(def, demo);
  }
  return values;
}

/** The effective value of one client-visible setting. */
export async function settingValue(
  db: Db,
  name: string,
  scope: SettingScope,
): Promise<string | null> {
  return (await clientSettingValues(db, scope))[name] ?? null;
}

/**
 * Client-visible values the server's configuration decides, neither stored nor editable: whether
 * e-mail can be sent (SMTP, or demo mode's outbox in the log), so the alert wizard can say why
 * Mailing cannot be chosen instead of letting its e-mails fail.
 */
export function configuredSettingValues(config: Pick<Config, 'smtpUrl' | 'demo'>) {
  return { [SETTING_MAILING_AVAILABLE]: mailAvailable(config) ? 'True' : 'False' };
}

/** Whether e-mail can go out at all: through SMTP, or to the log of a demo server. */
export const mailAvailable = (config: Pick<Config, 'smtpUrl' | 'demo'>) =>
  config.smtpUrl !== null || config.demo;
