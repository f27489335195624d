import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bill, promoCode, request, smsBundle, subscriptionPlan } from '../../db/schema.ts';
import { claimsOf } from '../../test/auth-helpers.ts';
import { OBSERVER, OWNER, trackingApp } from '../../test/tracking-helpers.ts';
import { consumePromoCode, quote } from './quote.ts';
import { billValues } from './stored.ts';

let ctx: Awaited<ReturnType<typeof trackingApp>>;
let owner: Record<string, string>;
let other: Record<string, string>;
let requestId: string;
let bundleId: string;
beforeAll(async () => {
  ctx = await trackingApp();
  owner = await ctx.headersFor(OWNER);
  other = await ctx.headersFor(OBSERVER);
  const db = ctx.db;
  bundleId = (await db.select().from(smsBundle).where(eq(smsBundle.messagesCount, 100)))[0]!.id;
  await db.insert(promoCode).values({
    code: 'ONEOFF',
    value: 0.5,
    isPercentage: true,
    validFrom: new Date(Date.now() - 86_400_000),
    validTo: new Date(Date.now() + 86_400_000),
    usageLimit: 1,
  });
  // A request as the requests module makes one: its bill from `quote`, the promo code used up.
  const purchase = {
    planKey: 'silver',
    months: 3,
    vehicleCount: 2,
    deviceCount: 1,
    smsBundleId: bundleId,
    promoCode: 'ONEOFF',
  };
  const draft = await quote(db, purchase, 'en');
  await consumePromoCode(db, 'ONEOFF');
  const userId = String(claimsOf(owner.authorization!.slice('Bearer '.length)).sub);
  const [row] = await db
    .insert(request)
    .values({
      type: 'PersonalAccountSubscription',
      userId,
      payload: { subscriptionPlanKey: 'silver' },
    })
    .returning({ id: request.id });
  requestId = row!.id;
  await db.insert(bill).values(billValues(requestId, draft));
});
afterAll(() => ctx.t.close());

const get = (url: string, headers: Record<string, string>, lang = 'en') =>
  ctx.t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': lang } });

// silver 25,000 × 2 × 3 = 150,000; device 350,000 + installation 50,000; SMS 10,000 → 560,000;
// −5 % of 150,000 = 7,500 → 552,500; −50 % → 276,250.
const TOTAL = 276_250;

describe('fake bill (a quote)', () => {
  it('prices the query and stores nothing', async () => {
    const res = await get(
      '/api/app/bill/fakeBill?planKey=gold&months=12&vehicleCount=1&deviceCount=1&promoCode=SAVE50K',
      owner,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toBeUndefined();
    expect(body.status).toBe('Draft');
    expect(body.billLineItems.map((l: { pricingItemKey: string }) => l.pricingItemKey)).toEqual([
      'Subscription',
      'Device',
      'DeviceInstallation',
    ]);
    // 480,000 + 400,000; −20 % of 480,000 = 96,000; −50,000.
    expect(body.totalBeforeDiscounts).toBe(880_000);
    expect(body.total).toBe(734_000);
    expect(body.billLineItems[0].ref).toBeUndefined();
    const [save] = await ctx.db.select().from(promoCode).where(eq(promoCode.code, 'SAVE50K'));
    expect(save?.usedCount).toBe(0);
    expect(await ctx.db.select().from(bill)).toHaveLength(1);
  });

  it('speaks Arabic, also in its refusals', async () => {
    const ar = await get(`/api/app/bill/fakeBill?smsBundleId=${bundleId}`, owner, 'ar');
    expect(ar.json().billLineItems[0].pricingItemDisplayName).toBe('باقة رسائل (باقة البداية)');
    const refused = await get(
      '/api/app/bill/fakeBill?planKey=silver&vehicleCount=1&promoCode=NOPE',
      owner,
      'ar',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('رمز الخصم غير صالح.');
    const usedUp = await get(
      '/api/app/bill/fakeBill?planKey=silver&vehicleCount=1&promoCode=ONEOFF',
      owner,
    );
    expect(usedUp.json().error.message).toBe('The promo code has been used up.');
  });

  it('validates the query and needs a signed-in user', async () => {
    expect((await get('/api/app/bill/fakeBill?months=13', owner)).statusCode).toBe(400);
    expect((await get('/api/app/bill/fakeBill?smsBundleId=abc', owner)).statusCode).toBe(400);
    expect((await get('/api/app/bill/fakeBill?vehicleCount=-1', owner)).statusCode).toBe(400);
    expect((await get('/api/app/bill/fakeBill', {})).statusCode).toBe(401);
    const empty = await get('/api/app/bill/fakeBill?promoCode=', owner);
    expect(empty.json()).toMatchObject({ billLineItems: [], appliedDiscounts: [], total: 0 });
  });
});

describe('a request’s bill', () => {
  it('is shown to the request’s owner, in their language', async () => {
    const res = await get(`/api/app/bill/bill/${requestId}`, owner, 'ar');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'Draft', totalBeforeDiscounts: 560_000, total: TOTAL });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      body.billLineItems.map((l: { pricingItemDisplayName: string }) => l.pricingItemDisplayName),
    ).toEqual(['اشتراك (فضي)', 'جهاز تتبّع', 'تركيب الجهاز', 'باقة رسائل (باقة البداية)']);
    expect(
      body.appliedDiscounts.map((d: { targetKey: string; amount: number }) => [
        d.targetKey,
        d.amount,
      ]),
    ).toEqual([
      ['Subscription', 7_500],
      ['ONEOFF', 276_250],
    ]);
  });

  it('is a 404 for anyone else, 401 without a token, 400 for a malformed id', async () => {
    for (const path of ['bill', 'fakeBill']) {
      const res = await get(`/api/app/bill/${path}/${requestId}`, other);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBeDefined();
      expect((await get(`/api/app/bill/${path}/${requestId}`, {})).statusCode).toBe(401);
      expect((await get(`/api/app/bill/${path}/${crypto.randomUUID()}`, owner)).statusCode).toBe(
        404,
      );
    }
    expect((await get('/api/app/bill/bill/123', owner)).statusCode).toBe(400);
  });

  it('is priced again with today’s prices without storing, keeping its used-up promo code', async () => {
    await ctx.db
      .update(subscriptionPlan)
      .set({ price: 30_000 })
      .where(eq(subscriptionPlan.key, 'silver'));
    const res = await get(`/api/app/bill/fakeBill/${requestId}`, owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toBeUndefined();
    // 180,000 + 400,000 + 10,000 = 590,000; −9,000 → 581,000; −50 % → 290,500.
    expect(body.totalBeforeDiscounts).toBe(590_000);
    expect(body.total).toBe(290_500);
    const stored = await get(`/api/app/bill/bill/${requestId}`, owner);
    expect(stored.json().total).toBe(TOTAL);
    await ctx.db
      .update(subscriptionPlan)
      .set({ price: 25_000 })
      .where(eq(subscriptionPlan.key, 'silver'));
  });
});
