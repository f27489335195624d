import { and, eq } from 'drizzle-orm';
import type { RequestType } from '../../../src/api/contract/requests.ts';
import type { AuthUser } from '../../auth/access-token.ts';
import type { Db } from '../../db/client.ts';
import { bill, request } from '../../db/schema.ts';
import { isUniqueViolation } from '../../http/idempotency.ts';
import type { CultureName } from '../abp/culture.ts';
import { consumePromoCode, quote } from '../billing/quote.ts';
import { purchaseFor } from './purchase.ts';

async function existing(db: Db, userId: string, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: request.id })
    .from(request)
    .where(and(eq(request.userId, userId), eq(request.idempotencyKey, key)));
  return row?.id ?? null;
}

export interface NewRequest {
  user: AuthUser;
  type: RequestType;
  /** The validated form, stored as the request's payload. */
  form: unknown;
  /** The account acted on; null for a new subscription. */
  trackAccountId: string | null;
  culture: CultureName;
  idempotencyKey: string | null;
  now?: Date;
}

/**
 * Creates a request in Pending / Review with its Draft bill and consumes the promo code, all in
 * one transaction. A repeated Idempotency-Key answers the first request's id; two submits racing
 * with one key meet at the unique index and the loser answers the winner's id.
 */
export async function createRequest(db: Db, r: NewRequest): Promise<string> {
  const now = r.now ?? new Date();
  if (r.idempotencyKey) {
    const id = await existing(db, r.user.userId, r.idempotencyKey);
    if (id) return id;
  }
  const purchase = await purchaseFor(db, r.type, r.form, r.trackAccountId, now, r.user.tenantId);
  const draft = await quote(db, purchase, r.culture, now);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(request)
        .values({
          tenantId: r.user.tenantId,
          type: r.type,
          userId: r.user.userId,
          trackAccountId: r.trackAccountId,
          payload: r.form,
          idempotencyKey: r.idempotencyKey,
          createdAt: now,
        })
        .returning({ id: request.id });
      await tx.insert(bill).values({
        requestId: row!.id,
        lineItems: draft.lineItems,
        appliedDiscounts: draft.appliedDiscounts,
        totalBeforeDiscounts: draft.totalBeforeDiscounts,
        total: draft.total,
      });
      // Last, so a request refused by the unique index never used the code up.
      if (purchase.promoCode) await consumePromoCode(tx, purchase.promoCode, now);
      return row!.id;
    });
  } catch (err) {
    if (r.idempotencyKey && isUniqueViolation(err)) {
      const id = await existing(db, r.user.userId, r.idempotencyKey);
      if (id) return id;
    }
    throw err;
  }
}
