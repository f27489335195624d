import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { ROLE_PROVIDER, USER_PROVIDER } from '../../../src/api/contract/permissions.ts';
import type { Db } from '../../db/client.ts';
import { permissionGrant } from '../../db/schema.ts';
import { inTenant } from '../identity/users.ts';
import { permissionNamesFor } from './definitions.ts';

/** A transaction or the database: grants change together with roles and users. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface GrantHolder {
  id: string;
  tenantId: string | null;
  roles: readonly string[];
}

export interface StoredGrant {
  name: string;
  providerName: string;
  providerKey: string;
}

const ofTenant = (tenantId: string | null) => inTenant(permissionGrant.tenantId, tenantId);

/** Grants of the user itself and of its roles (role names compared case-insensitively). */
export async function grantsOfUser(db: DbOrTx, user: GrantHolder): Promise<StoredGrant[]> {
  const roleKeys = user.roles.map((r) => r.toLowerCase());
  const byRole =
    roleKeys.length > 0
      ? and(
          eq(permissionGrant.providerName, ROLE_PROVIDER),
          inArray(sql`lower(${permissionGrant.providerKey})`, roleKeys),
        )
      : undefined;
  const byUser = and(
    eq(permissionGrant.providerName, USER_PROVIDER),
    eq(permissionGrant.providerKey, user.id),
  );
  return db
    .select({
      name: permissionGrant.name,
      providerName: permissionGrant.providerName,
      providerKey: permissionGrant.providerKey,
    })
    .from(permissionGrant)
    .where(and(ofTenant(user.tenantId), or(byUser, byRole)));
}

/**
 * `auth.grantedPolicies` of a user: what their roles and they themselves are granted, limited to
 * permissions defined for their side (a host-only grant stored in a tenant grants nothing).
 */
export async function grantedPoliciesOf(
  db: DbOrTx,
  user: GrantHolder,
): Promise<Record<string, boolean>> {
  const defined = new Set(permissionNamesFor(user.tenantId));
  const granted: Record<string, boolean> = {};
  for (const g of await grantsOfUser(db, user)) if (defined.has(g.name)) granted[g.name] = true;
  return granted;
}

/** Grants stored for exactly one provider (a role or a user). */
export async function grantsOfProvider(
  db: DbOrTx,
  tenantId: string | null,
  providerName: string,
  providerKey: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ name: permissionGrant.name })
    .from(permissionGrant)
    .where(
      and(
        ofTenant(tenantId),
        eq(permissionGrant.providerName, providerName),
        eq(permissionGrant.providerKey, providerKey),
      ),
    );
  return new Set(rows.map((r) => r.name));
}

/** Grants and revokes for one provider; granting twice or revoking what is absent is harmless. */
export async function setGrants(
  db: DbOrTx,
  tenantId: string | null,
  providerName: string,
  providerKey: string,
  changes: readonly { name: string; isGranted: boolean }[],
): Promise<void> {
  const grant = changes.filter((c) => c.isGranted).map((c) => c.name);
  const revoke = changes.filter((c) => !c.isGranted).map((c) => c.name);
  if (grant.length > 0) {
    await db
      .insert(permissionGrant)
      .values(grant.map((name) => ({ tenantId, name, providerName, providerKey })))
      .onConflictDoNothing();
  }
  if (revoke.length > 0) {
    await db
      .delete(permissionGrant)
      .where(
        and(
          ofTenant(tenantId),
          eq(permissionGrant.providerName, providerName),
          eq(permissionGrant.providerKey, providerKey),
          inArray(permissionGrant.name, revoke),
        ),
      );
  }
}

/** A role renamed keeps its grants; a role or user deleted loses them. */
export async function moveProviderKey(
  db: DbOrTx,
  tenantId: string | null,
  providerName: string,
  from: string,
  to: string | null,
): Promise<void> {
  const where = and(
    ofTenant(tenantId),
    eq(permissionGrant.providerName, providerName),
    eq(permissionGrant.providerKey, from),
  );
  if (to === null) await db.delete(permissionGrant).where(where);
  else await db.update(permissionGrant).set({ providerKey: to }).where(where);
}
