import { and, count, desc, eq, gt, lte } from 'drizzle-orm';
import { userCountReachedMessage } from '../../../src/api/contract/observers.ts';
import type { Db } from '../../db/client.ts';
import {
  trackAccount,
  trackAccountSubscription as sub,
  userTrackAccountAssociation as assoc,
} from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';

export const NO_ACTIVE_SUBSCRIPTION = 'This track account has no active subscription.';

/** Active members of the account, owners included: the subscription's currentActiveUserCount. */
export async function countActiveUsers(db: Db, trackAccountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(assoc)
    .where(and(eq(assoc.trackAccountId, trackAccountId), eq(assoc.isActive, true)));
  return row?.n ?? 0;
}

/** The account's subscription in force now (the newest, should periods overlap), or null. */
export async function currentSubscription(db: Db, trackAccountId: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(sub)
    .where(
      and(
        eq(sub.trackAccountId, trackAccountId),
        eq(sub.state, 'Active'),
        lte(sub.from, now),
        gt(sub.to, now),
      ),
    )
    .orderBy(desc(sub.from))
    .limit(1);
  return row ?? null;
}

/**
 * Holds the account's row until the transaction ends: every change to who is an active member
 * of the account takes this lock first, so two owners' (or one owner's double) submits cannot
 * both take the plan's last place, nor both create with one Idempotency-Key.
 */
export async function lockAccount(tx: Db, trackAccountId: string): Promise<void> {
  await tx
    .select({ id: trackAccount.id })
    .from(trackAccount)
    .where(eq(trackAccount.id, trackAccountId))
    .for('update');
}

/**
 * Refuses one more active member past the user count of the account's current subscription
 * (spec part 1 §3: userCount, currentActiveUserCount). Call under lockAccount.
 */
export async function requireRoomForActiveUser(
  tx: Db,
  trackAccountId: string,
  now = new Date(),
): Promise<void> {
  const current = await currentSubscription(tx, trackAccountId, now);
  if (!current) throw new BusinessError(NO_ACTIVE_SUBSCRIPTION);
  if ((await countActiveUsers(tx, trackAccountId)) + 1 > current.userCount) {
    throw new BusinessError(userCountReachedMessage(current.userCount), {
      code: 'GoTrack:UserCountReached',
      data: { userCount: current.userCount },
    });
  }
}
