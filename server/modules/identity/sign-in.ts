import type { Db } from '../../db/client.ts';
import type { OtpService } from '../otp/service.ts';
import { verifyPassword } from './passwords.ts';
import { findOrCreateUserByPhone, findUserForLogin, type UserRow } from './users.ts';

/**
 * The two ways to prove who you are, shared by the token endpoint's grants and the sign-in page
 * of the authorization-code flow.
 */
export type CodeSignIn = { user: UserRow } | { failure: 'invalid' | 'locked' };

/** A correct one-time code signs the phone's user in, creating them on first sign-in. */
export async function signInWithCode(
  db: Db,
  otp: OtpService,
  q: { tenantId: string | null; phone: string; code: string },
): Promise<CodeSignIn> {
  const check = await otp.verify(q);
  if (check !== 'ok') return { failure: check };
  return { user: await findOrCreateUserByPhone(db, q.tenantId, q.phone) };
}

/** User name, e-mail or phone plus password; null for any mismatch (no hint which). */
export async function signInWithPassword(
  db: Db,
  q: { tenantId: string | null; login: string; password: string },
): Promise<UserRow | null> {
  const user = await findUserForLogin(db, q.tenantId, q.login);
  if (!user?.passwordHash) return null;
  return (await verifyPassword(q.password, user.passwordHash)) ? user : null;
}
