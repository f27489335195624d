import type * as z from 'zod/mini';
import type { userCreateInput, userUpdateInput } from '../../../src/api/contract/identity-admin.ts';
import { PERMISSIONS } from '../../../src/api/contract/permissions.ts';
import { revokeUserTokens } from '../../auth/adapter.ts';
import type { AuthUser } from '../../auth/access-token.ts';
import type { Db } from '../../db/client.ts';
import { BusinessError } from '../../http/errors.ts';
import { assertPasswordRules, hashPassword } from '../identity/passwords.ts';
import { uniquenessProblem } from '../identity/uniqueness.ts';
import { createUser, updateUser, type UserRow } from '../identity/users.ts';
import { policiesOfUser } from '../permissions/check.ts';
import { checkStamp, rolesByNames } from './role-service.ts';
import { keepsOwnAccess, refuseBeyondOwn } from './self-guard.ts';
import { contactFields, defaultRoleNames, findTenantUser, sameNames } from './user-service.ts';

export const SELF_DEACTIVATION = 'You cannot deactivate your own account.';
const NO_MANAGE_ROLES = "You are not allowed to change users' roles.";

/** Changing roles needs AbpIdentity.Users.ManageRoles (ABP's Users.Update.ManageRoles). */
async function requireManageRoles(db: Db, caller: AuthUser): Promise<void> {
  if (!(await policiesOfUser(db, caller.userId))[PERMISSIONS.usersManageRoles]) {
    throw new BusinessError(NO_MANAGE_ROLES, { code: 'Volo.Authorization:010001' });
  }
}

async function checkUnique(
  db: Db,
  tenantId: string | null,
  fields: { userName: string; email: string | null; phoneNumber: string | null },
  exceptUserId?: string,
): Promise<void> {
  const problem = await uniquenessProblem(
    db,
    tenantId,
    { ...fields, email: fields.email ?? '', ownPhone: fields.phoneNumber },
    exceptUserId,
  );
  if (problem) throw problem;
}

export async function createAdminUser(
  db: Db,
  caller: AuthUser,
  input: z.output<typeof userCreateInput>,
): Promise<UserRow> {
  const tenantId = caller.tenantId;
  const contact = contactFields(input);
  assertPasswordRules(input.password, 'password');
  await checkUnique(db, tenantId, { userName: input.userName, ...contact });
  if (input.roleNames?.length) await requireManageRoles(db, caller);
  const roles = input.roleNames
    ? (await rolesByNames(db, tenantId, input.roleNames)).map((r) => r.name)
    : await defaultRoleNames(db, tenantId);
  if (input.roleNames) await refuseBeyondOwn(db, caller.userId, { roleNames: roles, tenantId });
  return createUser(db, {
    tenantId,
    userName: input.userName,
    firstName: input.name || null,
    lastName: input.surname || null,
    ...contact,
    isActive: input.isActive,
    lockoutEnabled: input.lockoutEnabled,
    roles,
    passwordHash: await hashPassword(input.password),
  });
}

export async function updateAdminUser(
  db: Db,
  caller: AuthUser,
  id: string,
  input: z.output<typeof userUpdateInput>,
): Promise<UserRow> {
  const user = await findTenantUser(db, caller.tenantId, id);
  checkStamp(input.concurrencyStamp, user.concurrencyStamp);
  const self = user.id === caller.userId;
  if (self && !input.isActive) throw new BusinessError(SELF_DEACTIVATION);
  if (!self) await refuseBeyondOwn(db, caller.userId, { user, tenantId: user.tenantId });
  const contact = contactFields(input);
  if (input.password) assertPasswordRules(input.password, 'password');
  await checkUnique(db, user.tenantId, { userName: input.userName, ...contact }, user.id);
  // Angular sends the roles with every update: only a real change needs ManageRoles.
  const newRoles =
    input.roleNames && !sameNames(input.roleNames, user.roles) ? input.roleNames : null;
  if (newRoles) await requireManageRoles(db, caller);
  const roles = newRoles
    ? (await rolesByNames(db, user.tenantId, newRoles)).map((r) => r.name)
    : user.roles;
  const added = roles.filter((r) => !user.roles.includes(r));
  await refuseBeyondOwn(db, caller.userId, { roleNames: added, tenantId: user.tenantId });
  const passwordHash = input.password ? await hashPassword(input.password) : user.passwordHash;
  return db.transaction(async (tx) => {
    const row = await updateUser(tx, user.id, {
      userName: input.userName,
      firstName: input.name || null,
      lastName: input.surname || null,
      ...contact,
      // A changed address or number is no longer proven.
      emailVerified:
        user.emailVerified && contact.email?.toLowerCase() === user.email?.toLowerCase(),
      phoneVerified: user.phoneVerified && contact.phoneNumber === user.phoneNumber,
      // An administrator's password ends the holder's chance to choose one without a code.
      ...(input.password && { passwordSetupUntil: null }),
      isActive: input.isActive,
      lockoutEnabled: input.lockoutEnabled,
      roles,
      passwordHash,
    });
    if (self) await keepsOwnAccess(tx, caller.userId, PERMISSIONS.usersUpdate);
    // Switched off: signed out everywhere now, not when the access token expires.
    if (!input.isActive && user.isActive) await revokeUserTokens(tx, user.id);
    return row;
  });
}
