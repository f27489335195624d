import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sendSignInCode } from '../../../src/api/contract/account.ts';
import type { Db } from '../../db/client.ts';
import { addressKey } from '../../http/address-key.ts';
import { isUserError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { readerCulture } from '../abp/culture.ts';
import type { EmailProof } from './email-proof.ts';
import { isLockedOut } from './lockout.ts';
import { findUserForLogin } from './users.ts';

export interface SignInCodeDeps {
  db: Db;
  proof: EmailProof;
  log: FastifyBaseLogger;
}

/**
 * The way in past a password lock-out (issue 28): a code mailed to the proven address of the
 * user a name, an address or a number belongs to, for the `email_otp` grant (sign-in.ts). Only a
 * proven address: one an administrator typed is nobody's proof.
 */
export function signInCodeRoutes(app: FastifyInstance, { db, proof, log }: SignInCodeDeps) {
  route(app, sendSignInCode, async (req) => {
    const user = await findUserForLogin(db, req.tenantId, req.body.userNameOrEmailAddress);
    // The same answer for everyone else: the endpoint must not reveal who has an account.
    if (!user?.email || !user.emailVerified || !user.isActive || isLockedOut(user)) return;
    const sending = proof.send({
      userId: user.id,
      email: user.email,
      language: readerCulture(req.headers['accept-language'], user.language),
      purpose: 'sign-in',
      clientIp: addressKey(req.ip),
    });
    // Not awaited, and a refusal (too many codes) not told: an answer that waited for the mail
    // server, or said "wait a minute", would tell that the account exists.
    sending.catch((err: unknown) => {
      if (isUserError(err)) log.info({ userId: user.id, reason: err.message }, 'no sign-in code');
      else log.error({ err, userId: user.id }, 'mailing a sign-in code failed');
    });
  });
}
