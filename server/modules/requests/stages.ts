import { and, eq, inArray } from 'drizzle-orm';
import type { RequestStage } from '../../../src/api/contract/requests.ts';
import type { Db } from '../../db/client.ts';
import { bill, request } from '../../db/schema.ts';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import { releasePromoCode } from '../billing/quote.ts';
import { voidOpenPayments } from '../payments/open.ts';
import { applyFinishingEffects } from './effects.ts';
import { EffectFailed, permanentFailureNote, promoOf, rejectRequest } from './failure.ts';
import { nextStage, TRANSITIONS, type RequestRow } from './model.ts';

/**
 * The stage machine of requests (spec part 1 §3 "Renew request stages", §4 "Requests"):
 * Review → Payment → PaymentReview → (DeviceInstallation →) Finished, status Pending until
 * Finished (Processed) or cancelled (Canceled). Every move is a conditional update on the stage
 * it starts from, so two movers (the back office timer, an admin, a payment) never both win.
 */

export const ONLY_PENDING_CANCEL = 'Only a pending request can be cancelled.';
export const CANNOT_MOVE = 'This request cannot move from {0} to {1}.';
const cannotMove = (from: string, to: string) =>
  new BusinessError(CANNOT_MOVE.replace('{0}', from).replace('{1}', to));

async function load(db: Db, id: string): Promise<RequestRow> {
  const [row] = await db.select().from(request).where(eq(request.id, id));
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * Moves one request to `to`; Finished applies the request's effect in the same transaction. An
 * effect that can never be applied rejects the request instead (failure.ts), once.
 */
export async function transitionRequest(
  db: Db,
  id: string,
  to: RequestStage,
  now = new Date(),
): Promise<RequestRow> {
  try {
    return await moveOnce(db, id, to, now);
  } catch (err) {
    if (!(err instanceof EffectFailed)) throw err;
    const rejected = await rejectRequest(db, id, err.from, err.note, now);
    if (!rejected) throw cannotMove(err.from, 'Rejected');
    return rejected;
  }
}

async function moveOnce(db: Db, id: string, to: RequestStage, now: Date): Promise<RequestRow> {
  return db.transaction(async (tx) => {
    const row = await load(tx, id);
    const from = row.stage;
    const allowed =
      row.status === 'Pending' &&
      TRANSITIONS[from].includes(to) &&
      (from !== 'PaymentReview' || nextStage(row) === to);
    if (!allowed) throw cannotMove(row.status === 'Pending' ? from : row.status, to);
    const finished = to === 'Finished';
    const [moved] = await tx
      .update(request)
      .set({ stage: to, updatedAt: now, ...(finished && { status: 'Processed' }) })
      .where(and(eq(request.id, id), eq(request.stage, from), eq(request.status, 'Pending')))
      .returning();
    if (!moved) throw cannotMove(from, to);
    if (from === 'Payment') {
      await tx.update(bill).set({ status: 'Paid' }).where(eq(bill.requestId, id));
    }
    if (!finished) return moved;
    return applyFinishingEffects(tx, moved, now).catch((err: unknown) => {
      const note = permanentFailureNote(err);
      throw note ? new EffectFailed(note, from, { cause: err }) : err;
    });
  });
}

/** The back office's "next step" (admin endpoint, demo timer). */
export async function advanceRequest(db: Db, id: string, now = new Date()): Promise<RequestRow> {
  const row = await load(db, id);
  const to = nextStage(row);
  if (!to || row.status !== 'Pending') throw cannotMove(row.status, to ?? 'Finished');
  return transitionRequest(db, id, to, now);
}

/**
 * A payment covering these requests succeeded (payments module): their bills are Paid and the
 * ones waiting in stage Payment go to PaymentReview (the demo back office picks them up from
 * there). Resolves to the ids that moved.
 */
export async function markRequestsPaid(
  db: Db,
  requestIds: string[],
  now = new Date(),
): Promise<string[]> {
  if (requestIds.length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.update(bill).set({ status: 'Paid' }).where(inArray(bill.requestId, requestIds));
    const moved = await tx
      .update(request)
      .set({ stage: 'PaymentReview', updatedAt: now })
      .where(
        and(
          inArray(request.id, requestIds),
          eq(request.stage, 'Payment'),
          eq(request.status, 'Pending'),
        ),
      )
      .returning({ id: request.id });
    return moved.map((r) => r.id);
  });
}

/**
 * Cancels a request still in Review or Payment; the caller's right to do so is checked before.
 * Its open payment links are voided (a late success is owed back, never applied) and the use of
 * its promo code is given back.
 */
export async function cancelRequest(db: Db, id: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(request)
      .set({ status: 'Canceled', updatedAt: now })
      .where(
        and(
          eq(request.id, id),
          eq(request.status, 'Pending'),
          inArray(request.stage, ['Review', 'Payment']),
        ),
      )
      .returning({ payload: request.payload });
    if (!row) throw new BusinessError(ONLY_PENDING_CANCEL);
    await voidOpenPayments(tx, [id], now);
    await releasePromoCode(tx, promoOf(row.payload));
  });
}
