import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  getAssignableRoles,
  getUserRoles,
  lockUser,
  unlockUser,
  updateUserRoles,
} from '../../../src/api/contract/identity-admin.ts';
import { PERMISSIONS } from '../../../src/api/contract/permissions.ts';
import { revokeUserTokens } from '../../auth/adapter.ts';
import type { Db } from '../../db/client.ts';
import { identityRole } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { liftLockouts } from '../identity/lockout.ts';
import { updateUser } from '../identity/users.ts';
import { requirePolicy } from '../permissions/check.ts';
import { roleDto, rolesByNames, rolesOfTenant } from './role-service.ts';
import { keepsOwnAccess, refuseBeyondOwn } from './self-guard.ts';
import { findTenantUser } from './user-service.ts';

export const SELF_LOCK = 'You cannot lock your own account.';

/** A user's roles, the roles one may give, and the administrator's lock (abp-conventions §6). */
export function userRoleRoutes(app: FastifyInstance, db: Db): void {
  route(app, getUserRoles, async (req) => {
    const caller = await requirePolicy(db, req, PERMISSIONS.users);
    const user = await findTenantUser(db, caller.tenantId, req.params.id);
    const held = new Set(user.roles.map((r) => r.toLowerCase()));
    const rows = await db
      .select()
      .from(identityRole)
      .where(rolesOfTenant(caller.tenantId))
      .orderBy(asc(identityRole.name));
    return { items: rows.filter((r) => held.has(r.name.toLowerCase())).map(roleDto) };
  });

  route(app, getAssignableRoles, async (req) => {
    const caller = await requirePolicy(db, req, PERMISSIONS.users);
    const rows = await db
      .select()
      .from(identityRole)
      .where(rolesOfTenant(caller.tenantId))
      .orderBy(asc(identityRole.name));
    return { items: rows.map(roleDto) };
  });

  route(app, updateUserRoles, async (req) => {
    const caller = await requirePolicy(db, req, PERMISSIONS.usersManageRoles);
    const user = await findTenantUser(db, caller.tenantId, req.params.id);
    const roles = await rolesByNames(db, caller.tenantId, req.body.roleNames);
    const names = roles.map((r) => r.name);
    const self = user.id === caller.userId;
    await refuseBeyondOwn(db, caller.userId, {
      ...(self ? {} : { user }),
      roleNames: names.filter((r) => !user.roles.includes(r)),
      tenantId: user.tenantId,
    });
    await db.transaction(async (tx) => {
      await updateUser(tx, user.id, { roles: names });
      // Taking the admin role off oneself would leave nobody able to give it back.
      if (self) {
        await keepsOwnAccess(tx, caller.userId, PERMISSIONS.usersManageRoles);
      }
    });
  });

  // Beyond ABP's open-source API (its commercial module has these): a locked user cannot sign
  // in, and is signed out at once.
  route(app, lockUser, async (req) => {
    const caller = await requirePolicy(db, req, PERMISSIONS.usersUpdate);
    const user = await findTenantUser(db, caller.tenantId, req.params.id);
    if (user.id === caller.userId) throw new BusinessError(SELF_LOCK);
    await refuseBeyondOwn(db, caller.userId, { user, tenantId: user.tenantId });
    await db.transaction(async (tx) => {
      await updateUser(tx, user.id, {
        lockoutEnd: new Date(req.params.lockoutEnd),
        adminLocked: true,
      });
      await revokeUserTokens(tx, user.id);
    });
  });

  route(app, unlockUser, async (req) => {
    const caller = await requirePolicy(db, req, PERMISSIONS.usersUpdate);
    const user = await findTenantUser(db, caller.tenantId, req.params.id);
    await updateUser(db, user.id, { lockoutEnd: null, accessFailedCount: 0, adminLocked: false });
    // Also the locks wrong passwords put on the user at some addresses.
    await liftLockouts(db, user.id);
  });
}
