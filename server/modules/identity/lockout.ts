import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appUser, signInFailure, signInLockout } from '../../db/schema.ts';
import { settingValue } from '../settings/service.ts';
import type { UserRow } from './users.ts';

// Password guessing (issue 11): per user and client address, ABP Identity's lock-out settings (5
// wrong passwords lock the user for 5 minutes) — ABP locks the user everywhere, so anyone could
// keep a user (the administrator) locked out; here only the address that guessed is locked (issue
// 28). Per client address, a growing delay and then a refusal, so guessing across many user
// names, or one user from many places of one network, is slow too. Addresses are counted by
// `addressKey` (an IPv6 address by its /64).

export const SETTING_LOCKOUT_MAX_FAILED = 'Abp.Identity.Lockout.MaxFailedAccessAttempts';
export const SETTING_LOCKOUT_DURATION = 'Abp.Identity.Lockout.LockoutDuration';
export const SETTING_LOCKOUT_ENABLED = 'Abp.Identity.Lockout.AllowedForNewUsers';

/** Failures from one address in this window count towards its slowdown. */
const ADDRESS_WINDOW_MS = 15 * 60 * 1000;
/** Failures from one address before each further try waits, and before tries are refused. */
export const ADDRESS_SLOWDOWN_AFTER = 10;
export const ADDRESS_REFUSE_AFTER = 50;
const STEP_MS = 250;
const MAX_DELAY_MS = 3000;

interface LockoutPolicy {
  enabled: boolean;
  maxFailed: number;
  durationSeconds: number;
}

async function policy(db: Db, tenantId: string | null): Promise<LockoutPolicy> {
  const scope = { tenantId, demo: false };
  const read = (name: string) => settingValue(db, name, scope);
  const [enabled, max, duration] = await Promise.all([
    read(SETTING_LOCKOUT_ENABLED),
    read(SETTING_LOCKOUT_MAX_FAILED),
    read(SETTING_LOCKOUT_DURATION),
  ]);
  const positive = (v: string | null, fallback: number) =>
    Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : fallback;
  return {
    enabled: enabled?.toLowerCase() !== 'false',
    maxFailed: positive(max, 5),
    durationSeconds: positive(duration, 300),
  };
}

/** An administrator's lock (identity-admin): it holds at every address. */
export const isLockedOut = (user: UserRow, now = Date.now()) =>
  user.lockoutEnd !== null && user.lockoutEnd.getTime() > now;

/** Whether wrong passwords from `address` have locked the user there. */
export async function isLockedAt(db: Db, userId: string, address: string): Promise<boolean> {
  const [row] = await db
    .select({ lockoutEnd: signInLockout.lockoutEnd })
    .from(signInLockout)
    .where(and(eq(signInLockout.userId, userId), eq(signInLockout.clientIp, address)));
  return !!row?.lockoutEnd && row.lockoutEnd.getTime() > Date.now();
}

/**
 * Counts a wrong password against the user at `address`, atomically (parallel guesses all
 * count, on any server process); the one that reaches the limit locks the user there. Resolves
 * true when the user is now locked at that address. The user's own count only tells
 * administrators about guessing (ABP's AccessFailedCount).
 */
export async function recordUserFailure(db: Db, user: UserRow, address: string): Promise<boolean> {
  await db
    .update(appUser)
    .set({ accessFailedCount: sql`${appUser.accessFailedCount} + 1` })
    .where(eq(appUser.id, user.id));
  const rules = await policy(db, user.tenantId);
  if (!rules.enabled || !user.lockoutEnabled) return false;
  const lockAtOnce = rules.maxFailed <= 1;
  const until = sql`now() + make_interval(secs => ${rules.durationSeconds})`;
  const reached = sql`${signInLockout.failedCount} + 1 >= ${rules.maxFailed}`;
  const [row] = await db
    .insert(signInLockout)
    .values({
      userId: user.id,
      clientIp: address,
      failedCount: lockAtOnce ? 0 : 1,
      lockoutEnd: lockAtOnce ? until : null,
    })
    .onConflictDoUpdate({
      target: [signInLockout.userId, signInLockout.clientIp],
      set: {
        failedCount: sql`case when ${reached} then 0 else ${signInLockout.failedCount} + 1 end`,
        lockoutEnd: sql`case when ${reached} then ${until} else ${signInLockout.lockoutEnd} end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ lockoutEnd: signInLockout.lockoutEnd });
  return row?.lockoutEnd ? row.lockoutEnd.getTime() > Date.now() : false;
}

/** A right password clears the count at its address (an expired lock-out there too). */
export async function clearUserFailures(db: Db, user: UserRow, address: string): Promise<void> {
  await liftLockouts(db, user.id, address);
  if (user.accessFailedCount === 0) return;
  await db.update(appUser).set({ accessFailedCount: 0 }).where(eq(appUser.id, user.id));
}

/**
 * Ends the user's lock-outs from wrong passwords: at one address (a code signed them in there),
 * or at every address (a reset link, an administrator's unlock).
 */
export async function liftLockouts(db: Db, userId: string, address?: string): Promise<void> {
  await db
    .delete(signInLockout)
    .where(
      and(
        eq(signInLockout.userId, userId),
        address === undefined ? undefined : eq(signInLockout.clientIp, address),
      ),
    );
}

export async function recordAddressFailure(db: Db, clientIp: string): Promise<void> {
  await db.insert(signInFailure).values({ clientIp });
}

/**
 * Failures past the window, and lock-out counts untouched for a day and not locking, only take
 * room (the hourly sweep of sign-in data calls this).
 */
export async function pruneAddressFailures(db: Db): Promise<void> {
  await db
    .delete(signInFailure)
    .where(lt(signInFailure.createdAt, new Date(Date.now() - ADDRESS_WINDOW_MS)));
  await db
    .delete(signInLockout)
    .where(
      and(
        lt(signInLockout.updatedAt, new Date(Date.now() - 24 * 3_600_000)),
        or(isNull(signInLockout.lockoutEnd), lt(signInLockout.lockoutEnd, new Date())),
      ),
    );
}

/** Before a password is checked: 'refuse' past the address's limit, else waits its delay. */
export async function throttleAddress(db: Db, clientIp: string): Promise<'go' | 'refuse'> {
  const since = new Date(Date.now() - ADDRESS_WINDOW_MS);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(signInFailure)
    .where(and(eq(signInFailure.clientIp, clientIp), gt(signInFailure.createdAt, since)));
  const failures = row?.n ?? 0;
  if (failures >= ADDRESS_REFUSE_AFTER) return 'refuse';
  const over = failures - ADDRESS_SLOWDOWN_AFTER + 1;
  if (over > 0) await sleep(Math.min(over * STEP_MS, MAX_DELAY_MS));
  return 'go';
}
