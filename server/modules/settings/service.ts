import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { setting } from '../../db/schema.ts';
import { GLOBAL_PROVIDER, TENANT_PROVIDER, settingDefinitions } from './definitions.ts';

/**
 * Effective values of the client-visible settings: definition default, then the global value,
 * then the tenant's own value (ABP's provider order, most specific last).
 */
export async function clientSettingValues(
  db: Db,
  tenantId: string | null,
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
    if (!def.visibleToClients) continue;
    const global = rows.find((r) => r.name === def.name && r.providerName === GLOBAL_PROVIDER);
    const tenant = rows.find((r) => r.name === def.name && r.providerName === TENANT_PROVIDER);
    values[def.name] = tenant?.value ?? global?.value ?? def.defaultValue;
  }
  return values;
}
