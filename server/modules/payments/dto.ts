import { and, eq } from 'drizzle-orm';
import type { Payment } from '../../../src/api/contract/payments.ts';
import type { Db } from '../../db/client.ts';
import { payment } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { PaymentRow } from './service.ts';

export const paymentDto = (r: PaymentRow): Payment => ({
  id: r.id,
  status: r.status,
  amount: r.amount,
  requestIds: r.requestIds,
  provider: r.provider,
  language: r.language,
  creationTime: r.createdAt.toISOString(),
  completionTime: r.completedAt?.toISOString() ?? null,
  refundDue: r.refundDue,
});

/** A payment of the user, or 404 (another user's payment is not revealed). */
export async function ownPayment(db: Db, userId: string, id: string): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payment)
    .where(and(eq(payment.id, id), eq(payment.userId, userId)));
  if (!row) throw new NotFoundError();
  return row;
}
