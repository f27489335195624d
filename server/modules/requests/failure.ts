import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bill, request } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { releasePromoCode } from '../billing/quote.ts';
import { refundPaidRequest } from '../payments/open.ts';
import type { RequestRow } from './model.ts';
import type { RequestStage } from '../../../src/api/contract/requests.ts';

/**
 * A finishing effect that cannot be applied (a tracking device taken meanwhile, a plan gone…)
 * would fail the same way on every retry, so the request is rejected once, with a note the
 * customer reads (translated in server/http/user-messages.ts) and its payment owed back. A
 * transient failure (the database away) is not one of these: it is retried.
 */

export const DEVICE_TAKEN_NOTE =
  'This request could not be completed: a tracking device of its vehicles is already in use. Its payment will be refunded.';
export const NOT_COMPLETED_NOTE =
  'This request could not be completed. Its payment will be refunded.';

/** Thrown out of the finishing transaction (rolling it back) when its effect cannot be applied. */
export class EffectFailed extends Error {
  readonly note: string;
  readonly from: RequestStage;
  constructor(note: string, from: RequestStage, options: { cause: unknown }) {
    super(note, options);
    this.note = note;
    this.from = from;
  }
}

/** The permanent failure `err` stands for, or null when it may succeed on a retry. */
export function permanentFailureNote(err: unknown): string | null {
  if (err instanceof BusinessError) return NOT_COMPLETED_NOTE;
  for (let e = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    // Class 23: integrity constraint violations (unique, foreign key, check).
    if (typeof code === 'string' && code.startsWith('23')) {
      return constraint === 'vehicle_tracking_device_uq' ? DEVICE_TAKEN_NOTE : NOT_COMPLETED_NOTE;
    }
  }
  return null;
}

/** The promo code a request's form used (consumed at creation, server/modules/requests/create.ts). */
export const promoOf = (payload: unknown) => (payload as { promoCode?: string } | null)?.promoCode;

/** Rejects the request still Pending in `from`, once (a conditional move); undefined if it moved. */
export async function rejectRequest(
  db: Db,
  id: string,
  from: RequestStage,
  note: string,
  now: Date,
): Promise<RequestRow | undefined> {
  return db.transaction(async (tx) => {
    const entry = JSON.stringify([{ note, time: now.toISOString() }]);
    const [rejected] = await tx
      .update(request)
      .set({
        status: 'Rejected',
        updatedAt: now,
        notes: sql`${request.notes} || ${entry}::jsonb`,
      })
      .where(and(eq(request.id, id), eq(request.stage, from), eq(request.status, 'Pending')))
      .returning();
    if (!rejected) return undefined;
    const [b] = await tx.select().from(bill).where(eq(bill.requestId, id));
    if (b?.status === 'Paid') await refundPaidRequest(tx, id, b.total, note);
    await releasePromoCode(tx, promoOf(rejected.payload));
    return rejected;
  });
}
