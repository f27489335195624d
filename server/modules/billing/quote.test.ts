import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCode, smsBundle } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { freshDatabase, type TestDatabase } from '../../test/fresh-db.ts';
import { consumePromoCode, quote } from './quote.ts';

let database: TestDatabase;
let standardBundle: string;
const DAY = 86_400_000;
const now = new Date();

beforeAll(async () => {
  database = await freshDatabase();
  const db = database.db;
  standardBundle = (await db.select().from(smsBundle).where(eq(smsBundle.messagesCount, 500)))[0]!
    .id;
  const code = (c: string, from: number, to: number, usageLimit: number | null, usedCount = 0) => ({
    code: c,
    value: 0.5,
    isPercentage: true,
    validFrom: new Date(now.getTime() + from * DAY),
    validTo: new Date(now.getTime() + to * DAY),
    usageLimit,
    usedCount,
  });
  await db
    .insert(promoCode)
    .values([
      code('LATER', 1, 30, null),
      code('OLD', -30, -1, null),
      code('GONE', -1, 30, 2, 2),
      code('LAST1', -1, 30, 1),
      code('ONCE', -1, 30, 1),
    ]);
});
afterAll(() => database.close());

const usedCount = async (code: string) =>
  (await database.db.select().from(promoCode).where(eq(promoCode.code, code)))[0]!.usedCount;
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: unknown) => (e instanceof BusinessError ? e.message : `unexpected ${String(e)}`),
  );

describe('quote', () => {
  it('prices a plan, trackers and an SMS bundle with the duration discount and a promo code', async () => {
    const bill = await quote(
      database.db,
      {
        planKey: 'gold',
        months: 6,
        vehicleCount: 3,
        deviceCount: 2,
        smsBundleId: standardBundle,
        promoCode: ' welcome10 ',
      },
      'en',
      now,
    );
    expect(
      bill.lineItems.map((l) => [
        l.pricingItemKey,
        l.pricingItemDisplayName,
        l.unitPrice,
        l.quantity,
        l.requestedMonths,
        l.pricingType,
      ]),
    ).toEqual([
      ['Subscription', 'Subscription (Gold)', 40_000, 3, 6, 'Monthly'],
      ['Device', 'Tracking device', 350_000, 2, 1, 'OneTime'],
      ['DeviceInstallation', 'Device installation', 50_000, 2, 1, 'OneTime'],
      ['SmsBundle', 'SMS bundle (Standard)', 45_000, 1, 1, 'OneTime'],
    ]);
    // 720,000 + 700,000 + 100,000 + 45,000; −10 % of 720,000; −10 % of the rest.
    expect(bill.totalBeforeDiscounts).toBe(1_565_000);
    expect(
      bill.appliedDiscounts.map((d) => [d.targetKey, d.targetType, d.value, d.amount]),
    ).toEqual([
      ['Subscription', 'SubscriptionDuration', 0.1, 72_000],
      ['WELCOME10', 'PromoCode', 0.1, 149_300],
    ]);
    expect(bill.total).toBe(1_343_700);
    expect(await usedCount('WELCOME10')).toBe(0);
  });

  it('names the lines in Arabic', async () => {
    const bill = await quote(
      database.db,
      { planKey: 'silver', vehicleCount: 1, smsBundleId: standardBundle },
      'ar',
      now,
    );
    expect(bill.lineItems.map((l) => l.pricingItemDisplayName)).toEqual([
      'اشتراك (فضي)',
      'باقة رسائل (الباقة القياسية)',
    ]);
    expect(bill.total).toBe(25_000 + 45_000);
  });

  it('a fixed promo code and no duration discount for 1 month', async () => {
    const bill = await quote(
      database.db,
      { planKey: 'platinum', vehicleCount: 2, promoCode: 'SAVE50K' },
      'en',
      now,
    );
    expect(bill.totalBeforeDiscounts).toBe(120_000);
    expect(bill.appliedDiscounts).toEqual([
      expect.objectContaining({
        targetKey: 'SAVE50K',
        isPercentage: false,
        value: 50_000,
        amount: 50_000,
      }),
    ]);
    expect(bill.total).toBe(70_000);
  });

  it('refuses unknown plans and bundles and durations the plan is not sold for', async () => {
    const db = database.db;
    expect(await refusal(quote(db, { planKey: 'bronze', vehicleCount: 1 }, 'en'))).toBe(
      'The subscription plan does not exist.',
    );
    expect(await refusal(quote(db, { smsBundleId: crypto.randomUUID() }, 'en'))).toBe(
      'The SMS bundle does not exist.',
    );
    expect(await refusal(quote(db, { planKey: 'gold', months: 2, vehicleCount: 1 }, 'en'))).toBe(
      "The plan 'Gold' is not sold for 2 months.",
    );
    expect(await refusal(quote(db, { planKey: 'silver', months: 13 }, 'en'))).toBe(
      'The subscription duration must be 1 to 12 months.',
    );
    expect(await refusal(quote(db, { planKey: 'silver', months: 2, vehicleCount: 1 }, 'en'))).toBe(
      'accepted',
    );
  });
});

describe('promo code rules', () => {
  const tryCode = (promo: string) =>
    refusal(
      quote(database.db, { planKey: 'silver', vehicleCount: 1, promoCode: promo }, 'en', now),
    );

  it('unknown, not yet valid, expired and used-up codes are refused with a clear message', async () => {
    expect(await tryCode('NOPE')).toBe('The promo code is not valid.');
    expect(await tryCode('LATER')).toBe('The promo code is not valid yet.');
    expect(await tryCode('OLD')).toBe('The promo code has expired.');
    expect(await tryCode('GONE')).toBe('The promo code has been used up.');
  });

  it('a blank code is no code', async () => {
    const bill = await quote(
      database.db,
      { planKey: 'silver', vehicleCount: 1, promoCode: '   ' },
      'en',
      now,
    );
    expect(bill.appliedDiscounts).toEqual([]);
    await expect(consumePromoCode(database.db, ' ')).resolves.toBeUndefined();
  });

  it('is used up when consumed, not when quoted; the same rules apply', async () => {
    await consumePromoCode(database.db, 'once', now);
    expect(await usedCount('ONCE')).toBe(1);
    expect(await refusal(consumePromoCode(database.db, 'ONCE', now))).toBe(
      'The promo code has been used up.',
    );
    expect(await refusal(consumePromoCode(database.db, 'OLD', now))).toBe(
      'The promo code has expired.',
    );
    expect(await refusal(consumePromoCode(database.db, 'NOPE', now))).toBe(
      'The promo code is not valid.',
    );
    expect(await usedCount('ONCE')).toBe(1);
    // A request that already used it can still be priced with it.
    const bill = await quote(
      database.db,
      { planKey: 'silver', vehicleCount: 1, promoCode: 'ONCE' },
      'en',
      now,
      { promoReserved: true },
    );
    expect(bill.total).toBe(12_500);
  });

  it('two buyers racing for the last use: exactly one gets it', async () => {
    const results = await Promise.all([
      refusal(consumePromoCode(database.db, 'LAST1', now)),
      refusal(consumePromoCode(database.db, 'LAST1', now)),
    ]);
    expect(results.sort()).toEqual(['The promo code has been used up.', 'accepted']);
    expect(await usedCount('LAST1')).toBe(1);
  });

  it('consumes inside a transaction and rolls back with it', async () => {
    await database.db
      .transaction(async (tx) => {
        await consumePromoCode(tx, 'SAVE50K', now);
        throw new Error('request insert failed');
      })
      .catch(() => undefined);
    expect(await usedCount('SAVE50K')).toBe(0);
  });
});
