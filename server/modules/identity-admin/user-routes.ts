import { and, asc, count, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  createUser as createUserEndpoint,
  deleteUser,
  getUser,
  listUsers,
  updateUser as updateUserEndpoint,
} from '../../../src/api/contract/identity-admin.ts';
import { PERMISSIONS, USER_PROVIDER } from '../../../src/api/contract/permissions.ts';
import { revokeUserTokens } from '../../auth/adapter.ts';
import type { Db } from '../../db/client.ts';
import { appUser } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { deleteUserData, refuseOwnerDeletion } from '../identity/account-deletion.ts';
import { anonymiseUser } from '../identity/users.ts';
import { requirePolicy } from '../permissions/check.ts';
import { moveProviderKey } from '../permissions/store.ts';
import { likePattern, orderBy } from './listing.ts';
import { refuseBeyondOwn } from './self-guard.ts';
import { findTenantUser, userDto, usersOfTenant } from './user-service.ts';
import { createAdminUser, updateAdminUser } from './user-write.ts';

export const SELF_DELETION = 'You can not delete your own account!';

const SORT_FIELDS = {
  userName: appUser.userName,
  name: appUser.firstName,
  surname: appUser.lastName,
  email: appUser.email,
  phoneNumber: appUser.phoneNumber,
  isActive: appUser.isActive,
  lockoutEnd: appUser.lockoutEnd,
  accessFailedCount: appUser.accessFailedCount,
  creationTime: appUser.createdAt,
};

/** ABP Identity's users (abp-conventions §6), within the caller's tenant. */
export function userRoutes(app: FastifyInstance, db: Db): void {
  route(app, listUsers, async (req) => {
    const caller = await requirePolicy(db, req, PERMISSIONS.users);
    const { filter, sorting, skipCount, maxResultCount } = req.query;
    const like = filter?.trim() ? likePattern(filter) : null;
    const matches = like
      ? or(
          ...[appUser.userName, appUser.firstName, appUser.lastName, appUser.email].map(
            (c) => sql`lower(${c}) like ${like}`,
          ),
          sql`${appUser.phoneNumber} like ${like}`,
        )
      : undefined;
    const where = and(usersOfTenant(caller.tenantId), matches);
    const order = orderBy(sorting, SORT_FIELDS, [asc(appUser.userName), asc(appUser.id)]);
    const rows = await db
      .select()
      .from(appUser)
      .where(where)
      .orderBy(...order)
      .offset(skipCount)
      .limit(maxResultCount);
    const [total] = await db.select({ n: count() }).from(appUser).where(where);
    return { items: rows.map(userDto), totalCount: total?.n ?? 0 };
  });

  route(app, getUser, async (req) => {
    const caller = await requirePolicy(db, req, PERMISSIONS.users);
    return userDto(await findTenantUser(db, caller.tenantId, req.params.id));
  });

  route(app, createUserEndpoint, async (req) => {
    const caller = await requirePolicy(db, req, PERMISSIONS.usersCreate);
    return userDto(await createAdminUser(db, caller, req.body));
  });

  route(app, updateUserEndpoint, async (req) => {
    const caller = await requirePolicy(db, req, PERMISSIONS.usersUpdate);
    return userDto(await updateAdminUser(db, caller, req.params.id, req.body));
  });

  // Soft delete like a user deleting their own account: the row stays, anonymised.
  route(app, deleteUser, async (req) => {
    const caller = await requirePolicy(db, req, PERMISSIONS.usersDelete);
    const user = await findTenantUser(db, caller.tenantId, req.params.id);
    if (user.id === caller.userId) {
      throw new BusinessError(SELF_DELETION, { code: 'Volo.Abp.Identity:010001' });
    }
    await refuseBeyondOwn(db, caller.userId, { user, tenantId: user.tenantId });
    await refuseOwnerDeletion(db, user.id);
    await db.transaction(async (tx) => {
      await deleteUserData(tx, user.id);
      await anonymiseUser(tx, user);
      await moveProviderKey(tx, user.tenantId, USER_PROVIDER, user.id, null);
      await revokeUserTokens(tx, user.id);
    });
  });
}
