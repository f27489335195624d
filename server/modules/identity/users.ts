import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { normalizePhone } from '../../../src/api/contract/phone.ts';
import type { Db } from '../../db/client.ts';
import { appUser, otpCode, userTrackAccountAssociation } from '../../db/schema.ts';

export type UserRow = typeof appUser.$inferSelect;

/** Rows of one tenant; null is the host. */
export const inTenant = (column: AnyPgColumn, tenantId: string | null): SQL =>
  tenantId ? eq(column, tenantId) : isNull(column);

/** The sign-in flow asks for the profile until these are set (spec part 1 §2). */
export const profileRequiresUpdate = (u: UserRow): boolean =>
  !(u.firstName?.trim() && u.lastName?.trim() && u.email?.trim());

/**
 * Whether the holder who just proved an administrator-set number (phone-holder.ts) may still
 * choose their own first password without a second code.
 */
export const mayChooseOwnPassword = (u: UserRow, now = Date.now()): boolean =>
  !u.passwordHash && u.passwordSetupUntil !== null && u.passwordSetupUntil.getTime() > now;

export async function findUser(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(appUser)
    .where(and(eq(appUser.id, id), isNull(appUser.deletedAt)));
  return row ?? null;
}

export async function findUserByPhone(
  db: Db,
  tenantId: string | null,
  phone: string,
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(appUser)
    .where(
      and(
        inTenant(appUser.tenantId, tenantId),
        eq(appUser.phoneNumber, phone),
        isNull(appUser.deletedAt),
      ),
    );
  return row ?? null;
}

/**
 * A phone's first sign-in creates its user; two sign-ins racing create one (unique index).
 * `proven`: the caller has just checked a code sent to the number (an owner adding an observer
 * has not).
 */
export async function findOrCreateUserByPhone(
  db: Db,
  tenantId: string | null,
  phone: string,
  proven = false,
): Promise<UserRow> {
  const existing = await findUserByPhone(db, tenantId, phone);
  if (existing) return existing;
  await db
    .insert(appUser)
    .values({
      tenantId,
      phoneNumber: phone,
      phoneVerified: proven,
      userName: phone,
      concurrencyStamp: randomUUID(),
    })
    .onConflictDoNothing();
  const created = await findUserByPhone(db, tenantId, phone);
  if (!created) throw new Error('user not created');
  return created;
}

/** A user with a password (registration, administrator seed). */
export async function createUser(
  db: Db,
  input: Pick<typeof appUser.$inferInsert, 'tenantId' | 'userName' | 'email' | 'passwordHash'> &
    Partial<typeof appUser.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db
    .insert(appUser)
    .values({ concurrencyStamp: randomUUID(), ...input })
    .returning();
  if (!row) throw new Error('user not created');
  return row;
}

/** Password sign-in accepts the user name, the e-mail address or the phone number. */
export async function findUserForLogin(
  db: Db,
  tenantId: string | null,
  login: string,
): Promise<UserRow | null> {
  const name = login.trim().toLowerCase();
  if (!name) return null;
  const phone = normalizePhone(login);
  const matches = [
    sql`lower(${appUser.userName}) = ${name}`,
    sql`lower(${appUser.email}) = ${name}`,
    ...(phone ? [eq(appUser.phoneNumber, phone)] : []),
  ];
  const rows = await db
    .select()
    .from(appUser)
    .where(and(inTenant(appUser.tenantId, tenantId), isNull(appUser.deletedAt), or(...matches)))
    .limit(3);
  // A user name is unique; an e-mail typed into several accounts belongs to the one who proved
  // it, and identifies none when nobody did.
  const byName = rows.find((r) => r.userName.toLowerCase() === name);
  const byProvenEmail = rows.filter((r) => r.emailVerified && r.email?.toLowerCase() === name);
  if (byName) return byName;
  if (byProvenEmail.length === 1) return byProvenEmail[0]!;
  return rows.length === 1 ? rows[0]! : null;
}

/**
 * The user an e-mail address belongs to: the one who proved it, else its only holder. Unproved
 * copies do not block others (uniqueness.ts), so an address two users typed in but neither proved
 * names neither: a password-reset link must not open someone else's account.
 */
export async function findUserByEmail(
  db: Db,
  tenantId: string | null,
  email: string,
): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(appUser)
    .where(
      and(
        inTenant(appUser.tenantId, tenantId),
        isNull(appUser.deletedAt),
        sql`lower(${appUser.email}) = ${email.trim().toLowerCase()}`,
      ),
    )
    .orderBy(desc(appUser.emailVerified))
    .limit(2);
  const [first, second] = rows;
  if (first?.emailVerified) return first;
  return first && !second ? first : null;
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<Omit<UserRow, 'id' | 'tenantId' | 'createdAt'>>,
): Promise<UserRow> {
  const [row] = await db
    .update(appUser)
    .set({ ...changes, concurrencyStamp: randomUUID() })
    .where(eq(appUser.id, id))
    .returning();
  if (!row) throw new Error('user vanished');
  return row;
}

/**
 * Deleting an account removes its personal data but keeps the row (other records may point at
 * it); the phone number is freed, so signing in with it again starts a new user.
 */
export async function anonymiseUser(db: Db, user: UserRow): Promise<void> {
  const { id } = user;
  await db.delete(userTrackAccountAssociation).where(eq(userTrackAccountAssociation.userId, id));
  if (user.phoneNumber) {
    await db
      .delete(otpCode)
      .where(
        and(inTenant(otpCode.tenantId, user.tenantId), eq(otpCode.phoneNumber, user.phoneNumber)),
      );
  }
  await db
    .update(appUser)
    .set({
      phoneNumber: null,
      phoneVerified: false,
      userName: `deleted-${id}`,
      firstName: null,
      lastName: null,
      email: null,
      emailVerified: false,
      passwordHash: null,
      passwordSetupUntil: null,
      roles: [],
      language: null,
      resetTokenHash: null,
      resetTokenExpiresAt: null,
      concurrencyStamp: randomUUID(),
      deletedAt: new Date(),
    })
    .where(eq(appUser.id, id));
}
