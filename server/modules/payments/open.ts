import { and, arrayOverlaps, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payment } from '../../db/schema.ts';
import type { PaymentRow } from './service.ts';

/**
 * At most one open (Pending) payment per request, so a request cannot be paid through two links;
 * and what the provider took but we could not apply is recorded as owed back, never applied.
 */

/** The Pending payments covering any of `requestIds`. */
export const openPaymentsOf = (db: Db, requestIds: string[]): Promise<PaymentRow[]> =>
  db
    .select()
    .from(payment)
    .where(and(eq(payment.status, 'Pending'), arrayOverlaps(payment.requestIds, requestIds)));

/** Closes the open payments of these requests: the hosted page and a late success apply nothing. */
export async function voidOpenPayments(db: Db, requestIds: string[], now: Date): Promise<void> {
  if (requestIds.length === 0) return;
  await db
    .update(payment)
    .set({ status: 'Void', completedAt: now })
    .where(and(eq(payment.status, 'Pending'), arrayOverlaps(payment.requestIds, requestIds)));
}

export const voidPayments = async (db: Db, ids: string[], now: Date) => {
  if (ids.length === 0) return;
  await db
    .update(payment)
    .set({ status: 'Void', completedAt: now })
    .where(and(eq(payment.status, 'Pending'), inArray(payment.id, ids)));
};

/**
 * A success we do not apply: the whole amount is owed back, once (a repeated notice of the same
 * charge owes nothing more). A Pending payment becomes Void; a Failed or Reversed one keeps its
 * status, which already says its requests were not paid by it.
 */
export async function refundWholePayment(
  db: Db,
  row: PaymentRow,
  reason: string,
  now: Date,
): Promise<PaymentRow | undefined> {
  const [done] = await db
    .update(payment)
    .set({
      refundDue: row.amount,
      refundReason: reason,
      ...(row.status === 'Pending' && { status: 'Void', completedAt: now }),
    })
    .where(and(eq(payment.id, row.id), sql`${payment.refundDue} is null`))
    .returning();
  return done;
}

/**
 * A paid request that could not be fulfilled (requests module): its share of the Paid payment
 * that covered it is owed back. Called once per request (its rejection is a conditional move).
 */
export async function refundPaidRequest(
  db: Db,
  requestId: string,
  amount: number,
  reason: string,
): Promise<void> {
  await db
    .update(payment)
    .set({
      refundDue: sql`coalesce(${payment.refundDue}, 0) + ${amount}`,
      refundReason: reason,
    })
    .where(and(eq(payment.status, 'Paid'), arrayOverlaps(payment.requestIds, [requestId])));
}
