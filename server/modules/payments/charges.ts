import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payment, paymentCharge } from '../../db/schema.ts';
import { applyResult, REFUND_REASONS } from './apply.ts';
import { nowOf, type PaymentDeps } from './deps.ts';
import type { ProviderCharge } from './provider.ts';
import type { PaymentRow } from './service.ts';

/** What became of a provider's answer about one attempt to pay. */
export type ChargeOutcome = 'applied' | 'owed' | 'failed' | 'known';

const chargeKey = (provider: string, reference: string) =>
  and(eq(paymentCharge.provider, provider), eq(paymentCharge.reference, reference));

/**
 * Applies what the provider confirmed about one attempt to pay `row`; run it in a transaction.
 * A failure fails a Pending payment (its requests stay payable). A success is recorded once per
 * provider reference (a second notice of it is `known` and changes nothing); the first success
 * of a payment is applied as the sandbox's is (apply.ts: paid, or owed back when the payment was
 * closed meanwhile); any further success of the same payment is a second charge, owed back.
 */
export async function applyCharge(
  db: Db,
  deps: Pick<PaymentDeps, 'markRequestsPaid' | 'now'>,
  row: Pick<PaymentRow, 'id' | 'provider'>,
  charge: ProviderCharge,
): Promise<ChargeOutcome> {
  if (charge.status === 'Failed') {
    await applyResult(db, deps, row.id, 'Failed');
    return 'failed';
  }
  // The payment row first, as applyResult locks it: concurrent notices of one payment queue here.
  await db.select({ id: payment.id }).from(payment).where(eq(payment.id, row.id)).for('update');
  const fresh = await db
    .insert(paymentCharge)
    .values({
      provider: row.provider,
      reference: charge.reference,
      paymentId: row.id,
      amount: charge.amount,
    })
    .onConflictDoNothing()
    .returning({ reference: paymentCharge.reference });
  if (fresh.length === 0) return 'known';
  const [earlier] = await db
    .select({ reference: paymentCharge.reference })
    .from(paymentCharge)
    .where(and(eq(paymentCharge.paymentId, row.id), ne(paymentCharge.reference, charge.reference)))
    .limit(1);
  const done = earlier ? undefined : await applyResult(db, deps, row.id, 'Paid');
  if (done?.status === 'Paid') {
    await db
      .update(paymentCharge)
      .set({ applied: true })
      .where(chargeKey(row.provider, charge.reference));
    return 'applied';
  }
  // applyResult owed the first charge back itself; a further one is added to what is owed.
  if (!done) await oweMore(db, row.id, charge.amount, REFUND_REASONS.Twice);
  return 'owed';
}

async function oweMore(db: Db, paymentId: string, amount: number, reason: string) {
  await db
    .update(payment)
    .set({ refundDue: sql`coalesce(${payment.refundDue}, 0) + ${amount}`, refundReason: reason })
    .where(eq(payment.id, paymentId));
}

/**
 * Gives an owed-back charge back through the provider, when it can: once the provider confirms,
 * the charge is marked refunded and its amount no longer counts as owed. When it cannot (no
 * refund call, a refusal, no answer), the charge stays owed back for the back office.
 */
export async function refundCharge(
  db: Db,
  deps: Pick<PaymentDeps, 'provider' | 'log' | 'now'>,
  row: Pick<PaymentRow, 'id' | 'provider'>,
  reference: string,
): Promise<boolean> {
  const refund = deps.provider.refund;
  if (!refund || !(await refund.call(deps.provider, { id: row.id }, reference))) return false;
  await db.transaction(async (tx) => {
    const [charge] = await tx
      .update(paymentCharge)
      .set({ refundedAt: nowOf(deps) })
      .where(and(chargeKey(row.provider, reference), sql`${paymentCharge.refundedAt} is null`))
      .returning({ amount: paymentCharge.amount });
    if (!charge) return;
    await tx
      .update(payment)
      .set({ refundDue: sql`nullif(greatest(${payment.refundDue} - ${charge.amount}, 0), 0)` })
      .where(eq(payment.id, row.id));
  });
  deps.log?.info({ paymentId: row.id, reference }, 'charge refunded through the provider');
  return true;
}
