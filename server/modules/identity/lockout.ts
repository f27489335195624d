import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appUser, signInFailure } from '../../db/schema.ts';
import { settingValue } from '../settings/service.ts';
import type { UserRow } from './users.ts';

// Password guessing (issue 11): per user, ABP Identity's lock-out (5 wrong passwords lock the
// user for 5 minutes, from settings); per client address, a growing delay and then a refusal,
// so guessing across many user names from one place is slow too.

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

export const isLockedOut = (user: UserRow, now = Date.now()) =>
  user.lockoutEnd !== null && user.lockoutEnd.getTime() > now;

/**
 * Counts a wrong password against the user, atomically (parallel guesses all count); the one
 * that reaches the limit locks the user. Resolves true when the user is now locked.
 */
export async function recordUserFailure(db: Db, user: UserRow): Promise<boolean> {
  const rules = await policy(db, user.tenantId);
  if (!rules.enabled || !user.lockoutEnabled) return false;
  const reached = sql`${appUser.accessFailedCount} + 1 >= ${rules.maxFailed}`;
  const [row] = await db
    .update(appUser)
    .set({
      accessFailedCount: sql`case when ${reached} then 0 else ${appUser.accessFailedCount} + 1 end`,
      lockoutEnd: sql`case when ${reached} then now() + make_interval(secs => ${rules.durationSeconds}) else ${appUser.lockoutEnd} end`,
    })
    .where(eq(appUser.id, user.id))
    .returning({ lockoutEnd: appUser.lockoutEnd });
  return row?.lockoutEnd ? row.lockoutEnd.getTime() > Date.now() : false;
}

/** A right password clears the count (and an expired lock-out). */
export async function clearUserFailures(db: Db, user: UserRow): Promise<void> {
  if (user.accessFailedCount === 0 && user.lockoutEnd === null) return;
  await db
    .update(appUser)
    .set({ accessFailedCount: 0, lockoutEnd: null })
    .where(eq(appUser.id, user.id));
}

export async function recordAddressFailure(db: Db, clientIp: string): Promise<void> {
  await db.insert(signInFailure).values({ clientIp });
}

/** Failures past the window only take room (the hourly sweep of sign-in data calls this). */
export async function pruneAddressFailures(db: Db): Promise<void> {
  await db
    .delete(signInFailure)
    .where(lt(signInFailure.createdAt, new Date(Date.now() - ADDRESS_WINDOW_MS)));
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
