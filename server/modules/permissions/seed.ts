import { randomUUID } from 'node:crypto';
import { ROLE_PROVIDER } from '../../../src/api/contract/permissions.ts';
import { identityRole, tenant } from '../../db/schema.ts';
import { ADMIN_ROLE } from '../identity/policies.ts';
import { permissionNamesFor } from './definitions.ts';
import { setGrants, type DbOrTx } from './store.ts';

/**
 * The static `admin` role of one side (host: null) with every permission defined for it. Run on
 * every start (like ABP's permission data seeder), so a database from before stored grants keeps
 * its administrator, and permissions added by a new version reach the admin role. Idempotent.
 */
export async function seedTenantAdminRole(db: DbOrTx, tenantId: string | null): Promise<void> {
  await db
    .insert(identityRole)
    .values({ tenantId, name: ADMIN_ROLE, isStatic: true, concurrencyStamp: randomUUID() })
    .onConflictDoNothing();
  const all = permissionNamesFor(tenantId).map((name) => ({ name, isGranted: true }));
  await setGrants(db, tenantId, ROLE_PROVIDER, ADMIN_ROLE, all);
}

/** The host's admin role and each tenant's. */
export async function seedStaticRoles(db: DbOrTx): Promise<void> {
  await seedTenantAdminRole(db, null);
  for (const t of await db.select({ id: tenant.id }).from(tenant)) {
    await seedTenantAdminRole(db, t.id);
  }
}
