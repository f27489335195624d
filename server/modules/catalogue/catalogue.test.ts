import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import { OBSERVER, OWNER, trackingApp } from '../../test/tracking-helpers.ts';

let ctx: Awaited<ReturnType<typeof trackingApp>>;
let user: Record<string, string>;
let observer: Record<string, string>;
beforeAll(async () => {
  ctx = await trackingApp();
  user = await ctx.headersFor(OWNER);
  observer = await ctx.headersFor(OBSERVER);
});
afterAll(() => ctx.t.close());

const get = (url: string, headers: Record<string, string>, lang = 'en') =>
  ctx.t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': lang } });

const ENDPOINTS = [
  '/api/app/subscriptionPlan',
  '/api/app/subscriptionPlan/features?subscriptionPlanKey=gold',
  '/api/app/discount/subscriptionDurationDiscounts',
  '/api/app/geoNode',
  '/api/app/smsBundle?skipCount=0&maxResultCount=999',
];

describe('catalogue reads', () => {
  it('need a signed-in user (any user, with or without a track account)', async () => {
    for (const url of ENDPOINTS) {
      expect((await get(url, {})).statusCode, url).toBe(401);
      expect((await get(url, observer)).statusCode, url).toBe(200);
    }
  });

  it('lists the plans in order, names in the caller’s language', async () => {
    const en = (await get('/api/app/subscriptionPlan', user)).json();
    expect(en.items).toEqual([
      { key: 'silver', localizedName: 'Silver', price: 25_000, userCount: 2 },
      {
        key: 'gold',
        localizedName: 'Gold',
        price: 40_000,
        userCount: 5,
        relatedSubscriptionDurationMonths: [1, 3, 6, 12],
      },
      { key: 'platinum', localizedName: 'Platinum', price: 60_000, userCount: 10 },
    ]);
    const ar = (await get('/api/app/subscriptionPlan', user, 'ar-SY,ar;q=0.9')).json();
    expect(ar.items.map((p: { localizedName: string }) => p.localizedName)).toEqual([
      'فضي',
      'ذهبي',
      'بلاتيني',
    ]);
  });

  it('lists every GoTrack feature for a plan, ticked or crossed', async () => {
    const features = async (key: string, lang = 'en') =>
      (
        await get(`/api/app/subscriptionPlan/features?subscriptionPlanKey=${key}`, user, lang)
      ).json().items as { name: string; displayName: string; value: string }[];
    const gold = await features('gold');
    expect(gold.map((f) => f.name).sort()).toEqual(Object.values(FEATURES).sort());
    expect(gold.every((f) => f.value === 'True')).toBe(true);
    const silver = await features('silver');
    const value = (name: string) => silver.find((f) => f.name === name)?.value;
    expect(silver).toHaveLength(Object.values(FEATURES).length);
    expect(value(FEATURES.reports)).toBe('False');
    expect(value(FEATURES.groupManagement)).toBe('False');
    expect(value(FEATURES.liveMonitoring)).toBe('True');
    expect(silver.find((f) => f.name === FEATURES.reports)?.displayName).toBe('Reports');
    const ar = await features('silver', 'ar');
    expect(ar.find((f) => f.name === FEATURES.reports)?.displayName).toBe('التقارير');
  });

  it('an unknown plan is a 404 envelope; a missing key a 400', async () => {
    const res = await get('/api/app/subscriptionPlan/features?subscriptionPlanKey=bronze', user);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('There is no such an entity.');
    expect((await get('/api/app/subscriptionPlan/features', user)).statusCode).toBe(400);
  });

  it('lists the duration discounts as fractions', async () => {
    const res = await get('/api/app/discount/subscriptionDurationDiscounts', user);
    expect(res.json()).toEqual({
      items: [
        { months: 3, value: 0.05, isPercentage: true },
        { months: 6, value: 0.1, isPercentage: true },
        { months: 12, value: 0.2, isPercentage: true },
      ],
    });
  });
});

describe('geo nodes', () => {
  type Node = {
    nodeId: string;
    name: string;
    displayName: string;
    type: string;
    parentId: string | null;
  };
  const nodes = async (query = '', lang = 'en') =>
    (await get(`/api/app/geoNode${query}`, user, lang)).json().items as Node[];

  it('lists all nodes flat, the country first', async () => {
    const all = await nodes();
    expect(all[0]).toEqual({
      nodeId: 'SY',
      name: 'Syria',
      displayName: 'Syria',
      type: 'Country',
      parentId: null,
    });
    expect(all.filter((n) => n.type === 'Governorate')).toHaveLength(14);
    expect(all.length).toBeGreaterThan(14 + 40);
    expect((await nodes('', 'ar'))[0]?.displayName).toBe('سوريا');
  });

  it('filters by parent and type', async () => {
    const governorates = await nodes('?parentId=SY');
    expect(governorates).toHaveLength(14);
    const homs = governorates.find((g) => g.name === 'Homs')!;
    const cities = await nodes(`?parentId=${homs.nodeId}`);
    expect(cities.map((c) => c.name).sort()).toEqual(['AlQusayr', 'Homs', 'Tadmur', 'Talkalakh']);
    const arCities = await nodes(`?parentId=${homs.nodeId}`, 'ar');
    expect(arCities.map((c) => c.displayName)).toContain('تدمر');
    const areas = await nodes('?type=Area');
    expect(areas.map((a) => a.name)).toEqual(
      expect.arrayContaining(['Mazzeh', 'KafrSousa', 'BabTouma', 'AlMidan']),
    );
    expect((await get('/api/app/geoNode?type=Street', user)).statusCode).toBe(400);
  });
});

describe('SMS bundles', () => {
  it('pages the bundles by size, names localized', async () => {
    const all = (await get('/api/app/smsBundle?skipCount=0&maxResultCount=999', user)).json();
    expect(all.totalCount).toBe(4);
    expect(all.items.map((b: { messagesCount: number }) => b.messagesCount)).toEqual([
      100, 500, 1000, 5000,
    ]);
    const page = (await get('/api/app/smsBundle?skipCount=1&maxResultCount=2', user)).json();
    expect(page).toMatchObject({
      totalCount: 4,
      items: [{ messagesCount: 500 }, { messagesCount: 1000 }],
    });
    expect((await get('/api/app/smsBundle?maxResultCount=1001', user)).statusCode).toBe(400);
    const one = await get(`/api/app/smsBundle/${all.items[1].id}`, user, 'ar');
    expect(one.json()).toEqual({
      id: all.items[1].id,
      name: 'الباقة القياسية',
      messagesCount: 500,
      price: 45_000,
    });
  });

  it('an unknown bundle is 404, a malformed id 400', async () => {
    expect((await get(`/api/app/smsBundle/${crypto.randomUUID()}`, user)).statusCode).toBe(404);
    expect((await get('/api/app/smsBundle/nope', user)).statusCode).toBe(400);
  });
});
