import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bill, payment, paymentNotification, request } from '../../db/schema.ts';
import { BusinessError, ConflictError, NotFoundError } from '../../http/errors.ts';
import { nowOf, type PaymentDeps } from './deps.ts';
import { INVALID_NOTIFICATION, NOT_REVERSIBLE, REPLAYED_NOTIFICATION } from './messages.ts';
import type { NotificationInput, ProviderResult } from './provider.ts';
import type { PaymentRow } from './service.ts';

// Nonces only need keeping while their notification's timestamp is accepted (10 minutes).
const NONCE_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Applies a provider's result to a Pending payment, once: the status change is conditional, so
 * a second notification or re-check changes nothing. Paid → the requests still waiting in stage
 * Payment move on (a request already paid through another payment is not paid twice);
 * Failed → the requests stay in Payment and can be paid again. Resolves to the payment.
 */
export async function applyResult(
  db: Db,
  deps: Pick<PaymentDeps, 'markRequestsPaid' | 'now'>,
  paymentId: string,
  result: ProviderResult,
): Promise<PaymentRow | undefined> {
  const now = nowOf(deps);
  const [done] = await db
    .update(payment)
    .set({ status: result, completedAt: now })
    .where(and(eq(payment.id, paymentId), eq(payment.status, 'Pending')))
    .returning();
  if (done && result === 'Paid') {
    const waiting = await db
      .select({ id: request.id })
      .from(request)
      .where(
        and(
          inArray(request.id, done.requestIds),
          eq(request.status, 'Pending'),
          eq(request.stage, 'Payment'),
        ),
      );
    if (waiting.length > 0) {
      await deps.markRequestsPaid(
        db,
        waiting.map((r) => r.id),
        now,
      );
    }
  }
  return done;
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
