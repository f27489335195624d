import type { FastifyRequest } from 'fastify';
import { and, sql } from 'drizzle-orm';
import {
  PERMISSIONS,
  ROLE_PROVIDER,
  type PermissionProviderName,
} from '../../../src/api/contract/permissions.ts';
import type { AuthUser } from '../../auth/access-token.ts';
import type { Db } from '../../db/client.ts';
import { identityRole } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import { findUser, inTenant, type UserRow } from '../identity/users.ts';
import { requirePolicy } from './check.ts';

/** Whose permissions a request is about: a role of the caller's tenant, or one of its users. */
export type Provider =
  | { kind: 'R'; key: string; displayName: string; policy: string; isStatic: boolean }
  | { kind: 'U'; key: string; displayName: string; policy: string; user: UserRow };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks the provider's policy (R: AbpIdentity.Roles.ManagePermissions, U: …Users.
 * ManagePermissions, as ABP's ProviderPolicies), then finds the role or user in the caller's
 * tenant: another tenant's, deleted or unknown ones answer 404 alike.
 */
export async function resolveProvider(
  db: Db,
  req: FastifyRequest,
  query: { providerName: PermissionProviderName; providerKey: string },
): Promise<{ caller: AuthUser; provider: Provider }> {
  if (query.providerName === ROLE_PROVIDER) {
    const policy = PERMISSIONS.rolesManagePermissions;
    const caller = await requirePolicy(db, req, policy);
    const [role] = await db
      .select({ name: identityRole.name, isStatic: identityRole.isStatic })
      .from(identityRole)
      .where(
        and(
          inTenant(identityRole.tenantId, caller.tenantId),
          sql`lower(${identityRole.name}) = ${query.providerKey.trim().toLowerCase()}`,
        ),
      );
    if (!role) throw new NotFoundError();
    const { name, isStatic } = role;
    return { caller, provider: { kind: 'R', key: name, displayName: name, policy, isStatic } };
  }
  const policy = PERMISSIONS.usersManagePermissions;
  const caller = await requirePolicy(db, req, policy);
  const user = UUID.test(query.providerKey) ? await findUser(db, query.providerKey) : null;
  if (!user || user.tenantId !== caller.tenantId) throw new NotFoundError();
  return {
    caller,
    provider: { kind: 'U', key: user.id, displayName: user.userName, policy, user },
  };
}

export const ownProvider = (caller: AuthUser, callerRoles: readonly string[], p: Provider) =>
  p.kind === 'U'
    ? p.key === caller.userId
    : callerRoles.some((r) => r.toLowerCase() === p.key.toLowerCase());
