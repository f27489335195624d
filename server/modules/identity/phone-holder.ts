import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { revokeUserTokens } from '../../auth/adapter.ts';
import type { Db } from '../../db/client.ts';
import { appUser } from '../../db/schema.ts';
import { isLockedOut } from './lockout.ts';
import {
  findOrCreateUserByPhone,
  findUser,
  findUserByPhone,
  inTenant,
  type UserRow,
} from './users.ts';

// A number an administrator typed (or an owner, adding an observer) is nobody's until a code sent
// to it comes back (issue 28): the administrator could otherwise hand its holder a user whose
// password, sessions and e-mail the administrator controls.

/** How long the proving sign-in's sessions may choose a first password without a second code. */
export const OWN_PASSWORD_WINDOW_MS = 15 * 60_000;

/**
 * The user a correct code for `phone` signs in: the one who proved the number, else its
 * unproven holder (proven now), else a new user. An unproven holder that an administrator
 * switched off or locked does not keep the number from its holder: it loses it.
 */
export async function userOfCodeSignIn(
  db: Db,
  tenantId: string | null,
  phone: string,
): Promise<UserRow> {
  const held = await findUserByPhone(db, tenantId, phone);
  if (held?.phoneVerified) return held;
  if (held && held.isActive && !(held.adminLocked && isLockedOut(held))) {
    return proveHeldNumber(db, held, phone);
  }
  if (held) await releaseUnprovenNumber(db, tenantId, phone);
  return findOrCreateUserByPhone(db, tenantId, phone, true);
}

/**
 * The holder's first code sign-in: the number becomes proven, and whatever someone else set up
 * beside it stops working: every earlier session, the password, a pending reset link and an
 * e-mail address nobody proved (a reset link would go there). The holder may choose their own
 * password for a while without another code (`mayChooseOwnPassword`).
 */
async function proveHeldNumber(db: Db, user: UserRow, phone: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [proven] = await tx
      .update(appUser)
      .set({
        phoneVerified: true,
        passwordHash: null,
        passwordSetupUntil: user.passwordHash
          ? new Date(Date.now() + OWN_PASSWORD_WINDOW_MS)
          : null,
        resetTokenHash: null,
        resetTokenExpiresAt: null,
        ...(!user.emailVerified && { email: null }),
        concurrencyStamp: randomUUID(),
      })
      // Of two first sign-ins racing, one proves the number; the other signs in after it.
      .where(
        and(
          eq(appUser.id, user.id),
          eq(appUser.phoneNumber, phone),
          eq(appUser.phoneVerified, false),
        ),
      )
      .returning();
    if (!proven) return (await findUser(tx, user.id)) ?? user;
    await revokeUserTokens(tx, user.id);
    return proven;
  });
}

/**
 * Takes an unproven number off whoever holds it (but `exceptUserId`), for its holder to prove; a
 * user named by it is renamed too, as only one's own number may be one's user name.
 */
export async function releaseUnprovenNumber(
  db: Db,
  tenantId: string | null,
  phone: string,
  exceptUserId?: string,
): Promise<void> {
  await db
    .update(appUser)
    .set({
      phoneNumber: null,
      userName: sql`case when ${appUser.userName} = ${phone} then 'renamed-' || ${appUser.id} else ${appUser.userName} end`,
      concurrencyStamp: sql`gen_random_uuid()::text`,
    })
    .where(
      and(
        inTenant(appUser.tenantId, tenantId),
        eq(appUser.phoneNumber, phone),
        eq(appUser.phoneVerified, false),
        exceptUserId ? ne(appUser.id, exceptUserId) : undefined,
      ),
    );
}
