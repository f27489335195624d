import { and, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promoCode } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';

/** Promo code rules (design notes): a validity window and an optional usage limit. */

type PromoRow = typeof promoCode.$inferSelect;

export const PROMO_MESSAGES = {
  unknown: 'The promo code is not valid.',
  notYet: 'The promo code is not valid yet.',
  expired: 'The promo code has expired.',
  usedUp: 'The promo code has been used up.',
} as const;

/** Codes are matched case-insensitively; blank → none (spec §5: a blank code is not sent). */
export const normalizePromoCode = (code: string | null | undefined): string | null =>
  code?.trim().toUpperCase() || null;

const sameCode = (code: string) => sql`upper(${promoCode.code}) = ${code}`;

export async function findPromoCode(db: Db, code: string): Promise<PromoRow | null> {
  const [row] = await db.select().from(promoCode).where(sameCode(code)).limit(1);
  return row ?? null;
}

/** Why the code cannot be used now, or null when it can. */
export function promoProblem(row: PromoRow | null, now: Date): string | null {
  if (!row) return PROMO_MESSAGES.unknown;
  if (now < row.validFrom) return PROMO_MESSAGES.notYet;
  if (now > row.validTo) return PROMO_MESSAGES.expired;
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return PROMO_MESSAGES.usedUp;
  return null;
}

/**
 * Uses the code once, when a request is created (quotes never do). One conditional UPDATE, so
 * two buyers racing for the last use cannot both get it: PostgreSQL re-checks the condition on
 * the locked row. Throws a BusinessError when the code cannot be used; a blank code is a no-op.
 */
export async function consumePromoCode(
  db: Db,
  code: string,
  now: Date = new Date(),
): Promise<void> {
  const normalized = normalizePromoCode(code);
  if (!normalized) return;
  const used = await db
    .update(promoCode)
    .set({ usedCount: sql`${promoCode.usedCount} + 1` })
    .where(
      and(
        sameCode(normalized),
        lte(promoCode.validFrom, now),
        gte(promoCode.validTo, now),
        or(isNull(promoCode.usageLimit), lt(promoCode.usedCount, promoCode.usageLimit)),
      ),
    )
    .returning({ code: promoCode.code });
  if (used.length > 0) return;
  const row = await findPromoCode(db, normalized);
  throw new BusinessError(promoProblem(row, now) ?? PROMO_MESSAGES.usedUp);
}

/**
 * Gives back the use a request took, when it is cancelled or rejected: a request that never
 * goes ahead must not count against the code's limit, or creating and cancelling requests would
 * use a limited code up. The caller releases once per request (its move is conditional).
 */
export async function releasePromoCode(db: Db, code: string | null | undefined): Promise<void> {
  const normalized = normalizePromoCode(code);
  if (!normalized) return;
  await db
    .update(promoCode)
    .set({ usedCount: sql`greatest(${promoCode.usedCount} - 1, 0)` })
    .where(sameCode(normalized));
}
