import type { FastifyInstance } from 'fastify';
import {
  changePassword,
  getMyProfile,
  register,
  SETTING_SELF_REGISTRATION,
  updateMyProfile,
  type IdentityUser,
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
import { createUser, mayChooseOwnPassword, updateUser, type UserRow } from './users.ts';
import { toMyProfile } from './my-profile-dto.ts';
import { uniquenessProblem } from './uniqueness.ts';
import type { OtpService } from '../otp/service.ts';
import { provePhone } from './phone-number-routes.ts';

export interface AccountDeps {
  db: Db;
  config: Config;
  otp: OtpService;
}

export const PHONE_NEEDS_CODE = 'A new phone number is confirmed with a code sent to it.';

export const toIdentityUser = (u: UserRow): IdentityUser => ({
  id: u.id,
  tenantId: u.tenantId,
  userName: u.userName,
  name: u.firstName,
  surname: u.lastName,
  email: u.email,
  emailConfirmed: u.emailVerified,
  phoneNumber: u.phoneNumber,
  phoneNumberConfirmed: !!u.phoneNumber && u.phoneVerified,
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
      // The number stays as it is: a new one is the user's only once a code sent to it came
      // back (phone-number-routes.ts). Taking a number by typing it let an attacker wait in
      // the account its real owner would later sign in to (issue 11).
      const phone = b.phoneNumber?.trim() ? normalizePhone(b.phoneNumber) : null;
      if (b.phoneNumber?.trim() && phone !== user.phoneNumber) {
        throw new ValidationError([{ message: PHONE_NEEDS_CODE, members: ['phoneNumber'] }]);
      }
      const problem = await uniquenessProblem(
        db,
        user.tenantId,
        { userName: b.userName, email: b.email, ownPhone: user.phoneNumber },
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
      });
      return toMyProfile(updated);
    });

    route(app, changePassword, async (req) => {
      const user = await currentUserRow(db, req);
      if (user.passwordHash) {
        if (!(await verifyPassword(req.body.currentPassword ?? '', user.passwordHash))) {
          throw new BusinessError('Incorrect password.');
        }
      } else if (!mayChooseOwnPassword(user)) {
        // A first password needs more than a session: a fresh code sent to the user's phone
        // (or the code sign-in that just proved the number, phone-holder.ts).
        await provePhone(deps.otp, user, req.body.verificationCode);
      }
      assertPasswordRules(req.body.newPassword, 'newPassword');
      await updateUser(db, user.id, {
        passwordHash: await hashPassword(req.body.newPassword),
        passwordSetupUntil: null,
      });
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
