import type { Db } from '../../db/client.ts';
import type { OtpService } from '../otp/service.ts';
import { addressKey } from '../../http/address-key.ts';
import type { EmailProof } from './email-proof.ts';
import {
  clearUserFailures,
  isLockedAt,
  isLockedOut,
  liftLockouts,
  recordAddressFailure,
  recordUserFailure,
  throttleAddress,
} from './lockout.ts';
import { hasControlCharacters } from '../../http/text-guard.ts';
import { verifyPassword } from './passwords.ts';
import { userOfCodeSignIn } from './phone-holder.ts';
import { findUserForLogin, type UserRow } from './users.ts';

/**
 * The two ways to prove who you are, shared by the token endpoint's grants and the sign-in page
 * of the authorization-code flow.
 */
export type CodeSignIn = { user: UserRow } | { failure: 'invalid' | 'locked' };

/**
 * A correct one-time code signs the phone's user in, creating them on first sign-in; the first
 * code sign-in to a number someone else typed in proves it (phone-holder.ts).
 */
export async function signInWithCode(
  db: Db,
  otp: OtpService,
  q: { tenantId: string | null; phone: string; code: string },
): Promise<CodeSignIn> {
  const check = await otp.verify(q);
  if (check !== 'ok') return { failure: check };
  const user = await userOfCodeSignIn(db, q.tenantId, q.phone);
  // Locked or switched off by an administrator (identity-admin): no way in, code or password.
  // A lock-out from wrong passwords does not stop codes (guesses by others must not lock out).
  if ((user.adminLocked && isLockedOut(user)) || !user.isActive) return { failure: 'locked' };
  return { user };
}

/**
 * A code mailed to the user's proven address (`sendSignInCode`) signs them in whatever wrong
 * passwords did (the way in of issue 28), and lifts the lock-out at the address they are at.
 */
export async function signInWithEmailCode(
  db: Db,
  proof: EmailProof,
  q: { tenantId: string | null; login: string; code: string; clientIp: string },
): Promise<CodeSignIn> {
  const user = hasControlCharacters(q.login)
    ? null
    : await findUserForLogin(db, q.tenantId, q.login);
  if (!user?.email || !user.emailVerified) return { failure: 'invalid' };
  const check = await proof.check({ ...q, userId: user.id, email: user.email, purpose: 'sign-in' });
  if (check !== 'ok') return { failure: check };
  if (isLockedOut(user) || !user.isActive) return { failure: 'locked' };
  await liftLockouts(db, user.id, addressKey(q.clientIp));
  return { user };
}

export type PasswordSignIn = { user: UserRow } | { failure: 'invalid' | 'locked' | 'throttled' };

/**
 * User name, e-mail or phone plus password; 'invalid' for any mismatch (no hint which). Wrong
 * passwords lock the user for a while at the address they come from (a locked user is refused
 * there even with the right one) and slow down, then stop, that address (lockout.ts).
 */
export async function signInWithPassword(
  db: Db,
  q: { tenantId: string | null; login: string; password: string; clientIp: string },
): Promise<PasswordSignIn> {
  const address = addressKey(q.clientIp);
  if ((await throttleAddress(db, address)) === 'refuse') return { failure: 'throttled' };
  // From the provider's form, past the contract's text guard: such a login is nobody's.
  const user = hasControlCharacters(q.login)
    ? null
    : await findUserForLogin(db, q.tenantId, q.login);
  const locked =
    user !== null &&
    (isLockedOut(user) || !user.isActive || (await isLockedAt(db, user.id, address)));
  const right = !!user?.passwordHash && (await verifyPassword(q.password, user.passwordHash));
  if (right && !locked) {
    await clearUserFailures(db, user, address);
    return { user };
  }
  await recordAddressFailure(db, address);
  if (locked) return { failure: 'locked' };
  if (user && (await recordUserFailure(db, user, address))) return { failure: 'locked' };
  return { failure: 'invalid' };
}
