import { and, eq, inArray } from 'drizzle-orm';
import type { Payment } from '../../../src/api/contract/payments.ts';
import type { Db } from '../../db/client.ts';
import { paymentCharge } from '../../db/schema.ts';
import { applyCharge, refundCharge } from './charges.ts';
import type { PaymentDeps } from './deps.ts';
import { ownPayment, paymentDto } from './dto.ts';

/**
 * processMultiplePayments: the payer is back from the provider's page with the provider's
 * references of their attempts (`userFatoraPaymentIds`, from the return URL). Each one not seen
 * before is verified with the provider (never trusted as given) and applied once; a charge that
 * cannot pay the requests any more is owed back and refunded through the provider when it can.
 * If the provider cannot be asked, the caller gets its message and nothing is applied.
 */
export async function processPayment(
  db: Db,
  deps: PaymentDeps,
  userId: string,
  paymentId: string,
  references: string[],
): Promise<Payment> {
  const row = await ownPayment(db, userId, paymentId);
  const { provider } = deps;
  const refs = [...new Set(references)];
  if (!provider.fetchResult || row.provider !== provider.name || refs.length === 0) {
    return paymentDto(row);
  }
  const seen = await db
    .select({ reference: paymentCharge.reference })
    .from(paymentCharge)
    .where(and(eq(paymentCharge.provider, row.provider), inArray(paymentCharge.reference, refs)));
  const unseen = refs.filter((ref) => !seen.some((s) => s.reference === ref));
  // Asked together, so one slow answer bounds the wait; any failure throws before anything applies.
  const charges = await Promise.all(
    unseen.map((ref) => provider.fetchResult!({ id: row.id, amount: row.amount }, ref)),
  );
  const owed: string[] = [];
  for (const charge of charges) {
    if (!charge) continue;
    const outcome = await db.transaction((tx) => applyCharge(tx, deps, row, charge));
    if (outcome === 'owed') owed.push(charge.reference);
  }
  await Promise.all(owed.map((ref) => refundCharge(db, deps, row, ref)));
  return paymentDto(await ownPayment(db, userId, paymentId));
}
