import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bill, payment, paymentNotification, request } from '../../db/schema.ts';
import { BusinessError, ConflictError, NotFoundError } from '../../http/errors.ts';
import { nowOf, type PaymentDeps } from './deps.ts';
import { INVALID_NOTIFICATION, NOT_REVERSIBLE, REPLAYED_NOTIFICATION } from './messages.ts';
import type { NotificationInput, ProviderResult } from './provider.ts';
import { refundWholePayment } from './open.ts';
import type { PaymentRow } from './service.ts';

// Nonces only need keeping while their notification's timestamp is accepted (10 minutes).
const NONCE_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Why a success was not applied (kept on the payment for whoever pays the money back). */
export const REFUND_REASONS = {
  Void: 'Paid after the payment was closed (a newer payment of its requests, or one cancelled).',
  Failed: 'Paid after the payment had failed.',
  Reversed: 'Paid again after the payment was reversed.',
  Pending: 'Paid for requests no longer waiting for payment (paid another way or cancelled).',
  Twice: 'Charged again for a payment already charged.',
} as const;

async function allWaiting(db: Db, requestIds: string[]): Promise<boolean> {
  const waiting = await db
    .select({ id: request.id })
    .from(request)
    .where(
      and(
        inArray(request.id, requestIds),
        eq(request.status, 'Pending'),
        eq(request.stage, 'Payment'),
      ),
    );
  return waiting.length === requestIds.length;
}

/**
 * Applies a provider's result to a payment, once; run it in a transaction (the payment row is
 * locked). Failed → a Pending payment fails, its requests stay in Payment and can be paid again.
 * Paid → a Pending payment whose requests all still wait in stage Payment is applied (they move
 * on); a repeated notice of an applied payment changes nothing; any other success (the payment
 * was void, failed or reversed, or a request was paid or cancelled meanwhile) is applied to
 * nothing and its amount recorded as owed back. Resolves to the payment when it changed.
 */
export async function applyResult(
  db: Db,
  deps: Pick<PaymentDeps, 'markRequestsPaid' | 'now'>,
  paymentId: string,
  result: ProviderResult,
): Promise<PaymentRow | undefined> {
  const now = nowOf(deps);
  const [row] = await db.select().from(payment).where(eq(payment.id, paymentId)).for('update');
  if (!row) return undefined;
  const settle = (status: ProviderResult) =>
    db
      .update(payment)
      .set({ status, completedAt: now })
      .where(and(eq(payment.id, paymentId), eq(payment.status, 'Pending')))
      .returning();
  if (result === 'Failed') return (await settle('Failed'))[0];
  if (row.status === 'Paid') return undefined;
  if (row.status === 'Pending' && (await allWaiting(db, row.requestIds))) {
    const [done] = await settle('Paid');
    if (done) await deps.markRequestsPaid(db, done.requestIds, now);
    return done;
  }
  const reason = REFUND_REASONS[row.status] ?? REFUND_REASONS.Void;
  return refundWholePayment(db, row, reason, now);
}

/**
 * A provider's notification (the webhook, or the sandbox page in-process): authentic and fresh
 * (the provider checks), never seen before (its nonce is recorded in the same transaction as
 * the change, so a replay is refused even when two arrive at once).
 */
export async function receiveNotification(
  db: Db,
  deps: PaymentDeps,
  input: NotificationInput,
): Promise<void> {
  const n = deps.provider.verifyNotification(input);
  if (!n) throw new BusinessError(INVALID_NOTIFICATION);
  const [row] = await db
    .select({ id: payment.id, provider: payment.provider })
    .from(payment)
    .where(eq(payment.id, n.paymentId));
  if (!row || row.provider !== deps.provider.name) throw new NotFoundError();
  const now = nowOf(deps);
  await db.transaction(async (tx) => {
    await tx
      .delete(paymentNotification)
      .where(lt(paymentNotification.receivedAt, new Date(now.getTime() - NONCE_RETENTION_MS)));
    const fresh = await tx
      .insert(paymentNotification)
      .values({ nonce: n.nonce, paymentId: n.paymentId, receivedAt: now })
      .onConflictDoNothing()
      .returning({ nonce: paymentNotification.nonce });
    if (fresh.length === 0) throw new ConflictError(REPLAYED_NOTIFICATION);
    await applyResult(tx, deps, n.paymentId, n.status);
  });
}

/**
 * Demo only: undoes a Paid payment of the user. Its requests that are still Pending (paid but
 * not finished) go back to stage Payment with their bill Draft again (as in stage Payment before); finished ones keep their
 * effect. The demo back-office timer only moves requests from the stage it expects, so it leaves
 * a request sent back to Payment alone.
 */
export async function reversePayment(
  db: Db,
  userId: string,
  paymentId: string,
  now: Date,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select()
      .from(payment)
      .where(and(eq(payment.id, paymentId), eq(payment.userId, userId)));
    if (!own) throw new NotFoundError();
    const [reversed] = await tx
      .update(payment)
      .set({ status: 'Reversed', completedAt: now })
      .where(and(eq(payment.id, paymentId), eq(payment.status, 'Paid')))
      .returning();
    if (!reversed) throw new BusinessError(NOT_REVERSIBLE);
    const back = await tx
      .update(request)
      .set({ stage: 'Payment', updatedAt: now })
      .where(
        and(
          inArray(request.id, reversed.requestIds),
          eq(request.status, 'Pending'),
          ne(request.stage, 'Review'),
        ),
      )
      .returning({ id: request.id });
    if (back.length > 0) {
      await tx
        .update(bill)
        .set({ status: 'Draft' })
        .where(
          inArray(
            bill.requestId,
            back.map((r) => r.id),
          ),
        );
    }
    return reversed;
  });
}
