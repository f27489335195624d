import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trackAccountSubscription as sub } from '../../db/schema.ts';

/**
 * An alert text costs one message of the account's SMS bundle (the count the owner buys on
 * /track-accounts/sms-bundle-renewal). One statement takes it from the current subscription only
 * while some are left, so two deliveries racing for the last message cannot both have it.
 * Resolves to the subscription charged, or null when the bundle is used up (or there is no plan).
 */
export async function takeSmsMessage(db: Db, trackAccountId: string): Promise<string | null> {
  const now = new Date();
  const current = db
    .select({ id: sub.id })
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
  const [row] = await db
    .update(sub)
    .set({ smsBundleCount: sql`${sub.smsBundleCount} - 1` })
    .where(and(eq(sub.id, sql`(${current})`), gt(sub.smsBundleCount, 0)))
    .returning({ id: sub.id });
  return row?.id ?? null;
}

/** Gives the message back when the gateway did not take it (the delivery is retried later). */
export async function refundSmsMessage(db: Db, subscriptionId: string): Promise<void> {
  await db
    .update(sub)
    .set({ smsBundleCount: sql`${sub.smsBundleCount} + 1` })
    .where(eq(sub.id, subscriptionId));
}
