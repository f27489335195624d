import type { PricingType } from '../../../src/api/contract/billing.ts';

/**
 * Bill arithmetic, kept free of I/O so it can be checked exhaustively (compute.test.ts).
 * Money is SP with 2 decimals: each line, each discount and the total are rounded half away from
 * zero to cents, so what the customer sees adds up exactly.
 */

export interface BillLine {
  pricingItemKey: string;
  pricingItemDisplayName: string;
  unitPrice: number;
  quantity: number;
  requestedMonths: number;
  pricingType: PricingType;
  /** What the line is for (plan key, SMS bundle id): kept with a stored bill to re-price it. */
  ref?: string;
}

export interface DiscountRule {
  /** A fraction (0.1 = 10 %) when isPercentage, else SP. */
  value: number;
  isPercentage: boolean;
}

export interface AppliedDiscount {
  targetKey: string;
  targetType: 'SubscriptionDuration' | 'PromoCode';
  appliedAt: string;
  isPercentage: boolean;
  value: number;
  /** SP taken off. */
  amount: number;
}

export interface BillDraft {
  lineItems: BillLine[];
  appliedDiscounts: AppliedDiscount[];
  totalBeforeDiscounts: number;
  total: number;
}

export interface BillInput {
  lines: BillLine[];
  /** For the requested months; applies to Monthly lines only. */
  durationDiscount?: DiscountRule | null;
  /** Applies to what is left after the duration discount. */
  promo?: (DiscountRule & { code: string }) | null;
  now: Date;
}

/** Half away from zero; toPrecision first so 1.005 (stored as 1.00499…) rounds to 1.01. */
export function roundCents(x: number): number {
  const cents = Math.round(Number((Math.abs(x) * 100).toPrecision(15)));
  return x < 0 ? -cents / 100 : cents / 100;
}

export function linePrice(line: BillLine): number {
  const months = line.pricingType === 'Monthly' ? line.requestedMonths : 1;
  return roundCents(line.unitPrice * line.quantity * months);
}

/** What a rule takes off `base` (≥ 0): never more than the base, never negative. */
export function discountAmount(rule: DiscountRule, base: number): number {
  if (base <= 0 || rule.value <= 0) return 0;
  const raw = rule.isPercentage ? base * Math.min(rule.value, 1) : rule.value;
  return Math.min(roundCents(raw), base);
}

const sum = (xs: number[]) => roundCents(xs.reduce((a, b) => a + b, 0));

export function computeBill(input: BillInput): BillDraft {
  const appliedAt = input.now.toISOString();
  const prices = input.lines.map(linePrice);
  const totalBeforeDiscounts = sum(prices);
  const monthly = sum(prices.filter((_, i) => input.lines[i]!.pricingType === 'Monthly'));
  const appliedDiscounts: AppliedDiscount[] = [];
  let remaining = totalBeforeDiscounts;

  const duration = input.durationDiscount;
  if (duration && monthly > 0) {
    const amount = discountAmount(duration, monthly);
    remaining = roundCents(remaining - amount);
    appliedDiscounts.push({
      targetKey: 'Subscription',
      targetType: 'SubscriptionDuration',
      appliedAt,
      isPercentage: duration.isPercentage,
      value: duration.value,
      amount,
    });
  }
  const promo = input.promo;
  if (promo) {
    const amount = discountAmount(promo, remaining);
    remaining = roundCents(remaining - amount);
    appliedDiscounts.push({
      targetKey: promo.code,
      targetType: 'PromoCode',
      appliedAt,
      isPercentage: promo.isPercentage,
      value: promo.value,
      amount,
    });
  }
  return {
    lineItems: input.lines.map((l) => ({ ...l })),
    appliedDiscounts,
    totalBeforeDiscounts,
    total: Math.max(0, remaining),
  };
}
