import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeBill,
  discountAmount,
  linePrice,
  roundCents,
  type BillLine,
  type DiscountRule,
} from './compute.ts';

const NOW = new Date('2026-05-01T10:00:00Z');
const cents = (x: number) => Math.round(x * 100);
const isCents = (x: number) => Number(x.toFixed(2)) === x;

const line = (over: Partial<BillLine>): BillLine => ({
  pricingItemKey: 'Subscription',
  pricingItemDisplayName: 'Subscription',
  unitPrice: 40_000,
  quantity: 1,
  requestedMonths: 1,
  pricingType: 'Monthly',
  ...over,
});

// Prices up to 1,000,000 SP with cents, quantities and months like the portal's forms.
const money = fc.integer({ min: 0, max: 100_000_000 }).map((c) => c / 100);
const lineArb: fc.Arbitrary<BillLine> = fc.record({
  pricingItemKey: fc.constantFrom('Subscription', 'Device', 'DeviceInstallation', 'SmsBundle'),
  pricingItemDisplayName: fc.string(),
  unitPrice: money,
  quantity: fc.integer({ min: 0, max: 500 }),
  requestedMonths: fc.integer({ min: 1, max: 12 }),
  pricingType: fc.constantFrom('Monthly' as const, 'OneTime' as const),
});
const ruleArb: fc.Arbitrary<DiscountRule> = fc.oneof(
  fc.record({
    isPercentage: fc.constant(true),
    value: fc.integer({ min: 0, max: 100 }).map((p) => p / 100),
  }),
  fc.record({ isPercentage: fc.constant(false), value: money }),
);
const inputArb = fc.record({
  lines: fc.array(lineArb, { maxLength: 6 }),
  durationDiscount: fc.option(ruleArb, { nil: null }),
  promo: fc.option(
    ruleArb.map((r) => ({ ...r, code: 'PROMO' })),
    { nil: null },
  ),
});

describe('bill arithmetic (properties)', () => {
  it('total = sum of line prices − discount amounts, never negative, all in cents', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const bill = computeBill({ ...input, now: NOW });
        const lines = bill.lineItems.map(linePrice);
        expect(cents(bill.totalBeforeDiscounts)).toBe(lines.reduce((a, b) => a + cents(b), 0));
        const off = bill.appliedDiscounts.reduce((a, d) => a + cents(d.amount), 0);
        expect(cents(bill.total)).toBe(cents(bill.totalBeforeDiscounts) - off);
        expect(bill.total).toBeGreaterThanOrEqual(0);
        expect(bill.total).toBeLessThanOrEqual(bill.totalBeforeDiscounts);
        for (const x of [bill.total, bill.totalBeforeDiscounts, ...lines])
          expect(isCents(x)).toBe(true);
        for (const d of bill.appliedDiscounts) {
          expect(d.amount).toBeGreaterThanOrEqual(0);
          expect(isCents(d.amount)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('the duration discount takes off at most the Monthly lines', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 6 }), ruleArb, (lines, rule) => {
        const bill = computeBill({ lines, durationDiscount: rule, now: NOW });
        const monthly = lines
          .filter((l) => l.pricingType === 'Monthly')
          .reduce((a, l) => a + cents(linePrice(l)), 0);
        const duration = bill.appliedDiscounts.find((d) => d.targetType === 'SubscriptionDuration');
        if (monthly === 0) expect(duration).toBeUndefined();
        expect(cents(duration?.amount ?? 0)).toBeLessThanOrEqual(monthly);
        // One-time lines are never discounted by the duration.
        const oneTime = cents(bill.totalBeforeDiscounts) - monthly;
        expect(cents(bill.total)).toBeGreaterThanOrEqual(oneTime);
      }),
    );
  });

  it('a percentage takes that share (to the cent); a fixed amount is capped at the base', () => {
    fc.assert(
      fc.property(money, ruleArb, (base, rule) => {
        const amount = discountAmount(rule, base);
        if (rule.isPercentage) expect(amount).toBe(Math.min(roundCents(base * rule.value), base));
        else expect(amount).toBe(Math.min(rule.value, base));
      }),
    );
  });

  it('rounds half away from zero, to cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (c) => {
        // c.5 thousandths sit exactly halfway between two cents.
        const x = (c * 10 + 5) / 1000;
        expect(Math.round(Math.abs(roundCents(x)) * 100)).toBe(Math.abs(c) + (c >= 0 ? 1 : 0));
      }),
    );
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(-1.005)).toBe(-1.01);
    expect(roundCents(2.675)).toBe(2.68);
    expect(roundCents(0.004)).toBe(0);
  });
});

describe('bill arithmetic (hand-computed examples)', () => {
  it('gold for 3 vehicles × 6 months, 2 trackers, an SMS bundle, 10 % duration and WELCOME10', () => {
    const bill = computeBill({
      lines: [
        line({ unitPrice: 40_000, quantity: 3, requestedMonths: 6 }),
        line({ pricingItemKey: 'Device', unitPrice: 350_000, quantity: 2, pricingType: 'OneTime' }),
        line({
          pricingItemKey: 'DeviceInstallation',
          unitPrice: 50_000,
          quantity: 2,
          pricingType: 'OneTime',
        }),
        line({ pricingItemKey: 'SmsBundle', unitPrice: 45_000, pricingType: 'OneTime' }),
      ],
      durationDiscount: { value: 0.1, isPercentage: true },
      promo: { code: 'WELCOME10', value: 0.1, isPercentage: true },
      now: NOW,
    });
    // 720,000 + 700,000 + 100,000 + 45,000 = 1,565,000; −72,000 (10 % of 720,000) = 1,493,000;
    // −149,300 (10 %) = 1,343,700.
    expect(bill.totalBeforeDiscounts).toBe(1_565_000);
    expect(bill.appliedDiscounts.map((d) => d.amount)).toEqual([72_000, 149_300]);
    expect(bill.total).toBe(1_343_700);
    expect(bill.appliedDiscounts[0]).toMatchObject({
      targetKey: 'Subscription',
      targetType: 'SubscriptionDuration',
      isPercentage: true,
      value: 0.1,
      appliedAt: NOW.toISOString(),
    });
    expect(bill.appliedDiscounts[1]).toMatchObject({
      targetKey: 'WELCOME10',
      targetType: 'PromoCode',
    });
  });

  it('one-time months do not multiply; a fixed promo never takes the bill below 0', () => {
    const bill = computeBill({
      lines: [
        line({
          pricingItemKey: 'SmsBundle',
          unitPrice: 10_000,
          requestedMonths: 12,
          pricingType: 'OneTime',
        }),
      ],
      durationDiscount: { value: 0.2, isPercentage: true },
      promo: { code: 'SAVE50K', value: 50_000, isPercentage: false },
      now: NOW,
    });
    expect(bill.totalBeforeDiscounts).toBe(10_000);
    // No Monthly line → no duration discount; the promo takes only what is there.
    expect(bill.appliedDiscounts).toEqual([
      expect.objectContaining({ targetType: 'PromoCode', amount: 10_000, value: 50_000 }),
    ]);
    expect(bill.total).toBe(0);
  });

  it('rounds each line and each discount to cents', () => {
    const bill = computeBill({
      lines: [line({ unitPrice: 33.335, quantity: 1, requestedMonths: 1 })],
      durationDiscount: { value: 0.05, isPercentage: true },
      promo: { code: 'X', value: 1.005, isPercentage: false },
      now: NOW,
    });
    // 33.335 → 33.34; 5 % = 1.667 → 1.67; the fixed 1.005 → 1.01; 33.34 − 1.67 − 1.01 = 30.66.
    expect(bill.totalBeforeDiscounts).toBe(33.34);
    expect(bill.appliedDiscounts.map((d) => d.amount)).toEqual([1.67, 1.01]);
    expect(bill.total).toBe(30.66);
  });

  it('an empty purchase costs nothing', () => {
    expect(computeBill({ lines: [], now: NOW })).toEqual({
      lineItems: [],
      appliedDiscounts: [],
      totalBeforeDiscounts: 0,
      total: 0,
    });
  });
});
