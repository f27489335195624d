import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TenantCreateInput } from '../../../src/api/contract/tenant-admin.ts';
import type { Db } from '../../db/client.ts';
import { appUser, tenant } from '../../db/schema.ts';
import { hashPassword, assertPasswordRules } from '../identity/passwords.ts';
import { ADMIN_ROLE } from '../identity/policies.ts';
import { seedTenantAdminRole } from '../permissions/seed.ts';
import { duplicateName, tenantDto, uniqueName } from './admin-service.ts';
import { normalizeTenantName } from './service.ts';

export const TENANT_ADMIN_USER = 'admin';

/**
 * ABP's tenant creation: the tenant, its `admin` user (the given e-mail and password) and its
 * static admin role with every tenant-side permission, all or nothing.
 */
export async function createTenantWithAdmin(db: Db, input: TenantCreateInput) {
  assertPasswordRules(input.adminPassword, 'AdminPassword');
  const name = input.name.trim();
  const normalizedName = normalizeTenantName(name);
  const [taken] = await db
    .select({ id: tenant.id })
    .from(tenant)
    .where(eq(tenant.normalizedName, normalizedName));
  if (taken) throw duplicateName(name);
  const passwordHash = await hashPassword(input.adminPassword);
  return uniqueName(name, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(tenant).values({ name, normalizedName }).returning();
      if (!row) throw new Error('tenant not created');
      await tx.insert(appUser).values({
        tenantId: row.id,
        userName: TENANT_ADMIN_USER,
        // A complete profile, so the first sign-in is not stopped at "complete your profile".
        firstName: 'Admin',
        lastName: name,
        email: input.adminEmailAddress,
        passwordHash,
        roles: [ADMIN_ROLE],
        concurrencyStamp: randomUUID(),
      });
      await seedTenantAdminRole(tx, row.id);
      return tenantDto(row);
    }),
  );
}
