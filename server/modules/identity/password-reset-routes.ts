import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  RESET_PASSWORD_PATH,
  resetPassword,
  sendPasswordResetCode,
  verifyPasswordResetToken,
} from '../../../src/api/contract/account.ts';
import { TENANT_HEADER } from '../../../src/api/contract/common.ts';
import { revokeUserTokens } from '../../auth/adapter.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { BusinessError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { readerCulture } from '../abp/culture.ts';
import { MailNotConfiguredError, type Mailer } from '../mail/mailer.ts';
import { passwordResetMail } from './password-reset-mail.ts';
import { liftLockouts } from './lockout.ts';
import { assertPasswordRules, hashPassword } from './passwords.ts';
import { findUser, findUserByEmail, updateUser, type UserRow } from './users.ts';

export interface PasswordResetDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** The one mailer of the server (SMTP, or the log in demo mode without SMTP). */
  mailer: Mailer;
  /** HMAC key for reset tokens: only their hash is stored. */
  secret: Buffer;
}

const RESET_TOKEN_HOURS = 2;
const RESET_TOKEN_TTL_MS = RESET_TOKEN_HOURS * 3_600_000;

/** ABP's forgotten-password flow: a link with a single-use token, then a new password. */
export function passwordResetRoutes(app: FastifyInstance, deps: PasswordResetDeps) {
  const { db, config } = deps;
  const tokenHash = (token: string) =>
    createHmac('sha256', deps.secret).update(`reset|${token}`).digest('base64url');

  route(app, sendPasswordResetCode, async (req) => {
    const user = await findUserByEmail(db, req.tenantId, req.body.email);
    // Same answer for unknown addresses: the endpoint must not reveal who has an account.
    if (!user?.email) return undefined;
    const token = randomBytes(32).toString('base64url');
    await updateUser(db, user.id, {
      resetTokenHash: tokenHash(token),
      resetTokenExpiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const link = new URL(RESET_PASSWORD_PATH, `${config.publicUrl}/`);
    link.searchParams.set('userId', user.id);
    if (user.tenantId) link.searchParams.set(TENANT_HEADER, user.tenantId);
    link.searchParams.set('resetToken', token);
    const mail = passwordResetMail({
      email: user.email,
      link: link.href,
      appName: config.appName,
      hours: RESET_TOKEN_HOURS,
      language: readerCulture(req.headers['accept-language'], user.language),
    });
    // Not awaited: an answer that waited for the SMTP server would tell by its delay that the
    // address has an account. A failure is logged, never told (for the same reason).
    void deps.mailer.sendMail(mail).catch((err: unknown) => {
      if (err instanceof MailNotConfiguredError) return; // the mailer has warned
      deps.log.error({ err, userId: user.id }, 'mailing a password-reset link failed');
    });
    return undefined;
  });

  async function userWithToken(userId: string, token: string): Promise<UserRow | null> {
    const user = await findUser(db, userId);
    if (!user?.resetTokenHash || !user.resetTokenExpiresAt) return null;
    if (user.resetTokenExpiresAt.getTime() <= Date.now()) return null;
    const given = Buffer.from(tokenHash(token));
    const stored = Buffer.from(user.resetTokenHash);
    return given.length === stored.length && timingSafeEqual(given, stored) ? user : null;
  }

  route(
    app,
    verifyPasswordResetToken,
    async (req) => (await userWithToken(req.body.userId, req.body.resetToken)) !== null,
  );

  route(app, resetPassword, async (req) => {
    const user = await userWithToken(req.body.userId, req.body.resetToken);
    if (!user) throw new BusinessError('Invalid token.');
    assertPasswordRules(req.body.password, 'password');
    await updateUser(db, user.id, {
      passwordHash: await hashPassword(req.body.password),
      resetTokenHash: null,
      resetTokenExpiresAt: null,
      // The link reached the mailbox: the address is proven, and the lock-outs by wrong
      // passwords are over (an administrator's lock is not: lockoutEnd stays).
      emailVerified: true,
      accessFailedCount: 0,
    });
    await liftLockouts(db, user.id);
    // Whoever knew the old password loses their sessions.
    await revokeUserTokens(db, user.id);
  });
}
