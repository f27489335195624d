import type { FastifyInstance } from 'fastify';
import {
  changePassword,
  getMyProfile,
  register,
  SETTING_SELF_REGISTRATION,
  updateMyProfile,
  type IdentityUser,
  type MyProfile,
} from '../../../src/api/contract/account.ts';
import { normalizePhone } from '../../../src/api/contract/phone.ts';
import { authenticatedRoutes } from '../../auth/caller.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { BusinessError, ConflictError, ValidationError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { settingValue } from '../settings/service.ts';
import { currentUserRow } from './current-user.ts';
import { assertPasswordRules, hashPassword, verifyPassword } from './passwords.ts';
import { createUser, updateUser, type UserRow } from './users.ts';
import { uniquenessProblem } from './uniqueness.ts';

export interface AccountDeps {
  db: Db;
  config: Config;
}

const toMyProfile = (u: UserRow): MyProfile => ({
  userName: u.userName,
  email: u.email,
  name: u.firstName,
  surname: u.lastName,
  phoneNumber: u.phoneNumber,
  isExternal: false,
  hasPassword: !!u.passwordHash,
  concurrencyStamp: u.concurrencyStamp,
  extraProperties: {},
});

export const toIdentityUser = (u: UserRow): IdentityUser => ({
  id: u.id,
  tenantId: u.tenantId,
  userName: u.userName,
  name: u.firstName,
  surname: u.lastName,
  email: u.email,
  emailConfirmed: u.emailVerified,
  phoneNumber: u.phoneNumber,
  phoneNumberConfirmed: !!u.phoneNumber,
  isActive: true,
  lockoutEnabled: true,
  lockoutEnd: null,
  concurrencyStamp: u.concurrencyStamp,
  creationTime: u.createdAt.toISOString(),
  extraProperties: {},
});

/** ABP's account endpoints for users with a password (abp-conventions §8). */
export function accountRoutes(root: FastifyInstance, deps: AccountDeps) {
  const { db, config } = deps;

  authenticatedRoutes(root, (app) => {
    route(app, getMyProfile, async (req) => toMyProfile(await currentUserRow(db, req)));

    route(app, updateMyProfile, async (req) => {
      const user = await currentUserRow(db, req);
      const b = req.body;
      if (b.concurrencyStamp && b.concurrencyStamp !== user.concurrencyStamp) {
        throw new ConflictError(
          'The data you have submitted has already changed by another user. Discard your changes and try again.',
        );
      }
      const phone = b.phoneNumber?.trim() ? normalizePhone(b.phoneNumber) : null;
      if (b.phoneNumber?.trim() && !phone) {
        throw new ValidationError([{ message: 'invalidPhoneNumber', members: ['phoneNumber'] }]);
      }
      const problem = await uniquenessProblem(
        db,
        user.tenantId,
        { userName: b.userName, email: b.email, phoneNumber: phone },
        user.id,
      );
      if (problem) throw problem;
      const changedEmail = b.email.toLowerCase() !== (user.email ?? '').toLowerCase();
      const updated = await updateUser(db, user.id, {
        userName: b.userName,
        email: b.email,
        ...(changedEmail && { emailVerified: false }),
        firstName: b.name?.trim() || null,
        lastName: b.surname?.trim() || null,
        phoneNumber: phone,
      });
      return toMyProfile(updated);
    });

    route(app, changePassword, async (req) => {
      const user = await currentUserRow(db, req);
      if (
        user.passwordHash &&
        !(await verifyPassword(req.body.currentPassword ?? '', user.passwordHash))
      ) {
        throw new BusinessError('Incorrect password.');
      }
      assertPasswordRules(req.body.newPassword, 'newPassword');
      await updateUser(db, user.id, { passwordHash: await hashPassword(req.body.newPassword) });
    });
  });

  route(root, register, async (req) => {
    const scope = { tenantId: req.tenantId, demo: config.demo };
    if ((await settingValue(db, SETTING_SELF_REGISTRATION, scope))?.toLowerCase() !== 'true') {
      throw new BusinessError('Self user registration is disabled!');
    }
    const b = req.body;
    assertPasswordRules(b.password, 'password');
    const problem = await uniquenessProblem(db, req.tenantId, {
      userName: b.userName,
      email: b.emailAddress,
    });
    if (problem) throw problem;
    const user = await createUser(db, {
      tenantId: req.tenantId,
      userName: b.userName,
      email: b.emailAddress,
      passwordHash: await hashPassword(b.password),
    });
    return toIdentityUser(user);
  });
}
