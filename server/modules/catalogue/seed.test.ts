import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import { seedCatalogue } from './seed.ts';
import { seedDatabase, seeders } from '../../db/seed.ts';
import {
  geoNode,
  pricingItem,
  promoCode,
  smsBundle,
  subscriptionPlan,
  subscriptionPlanFeature,
  trackAccountFeature,
  trackAccountSubscription,
} from '../../db/schema.ts';
import { seedVehicles } from '../vehicles/seed.ts';
import { freshDatabase, type TestDatabase } from '../../test/fresh-db.ts';

const SPEC_GOVERNORATES = [
  'Damascus',
  'Aleppo',
  'Raqqa',
  'AsSuwayda',
  'Daraa',
  'DeirezZor',
  'Hama',
  'AlHasakah',
  'Homs',
  'Idlib',
  'Latakia',
  'Quneitra',
  'RifDimashq',
  'Tartus',
];

let production: TestDatabase;
let demo: TestDatabase;
beforeAll(async () => {
  [production, demo] = await Promise.all([freshDatabase({ demo: false }), freshDatabase()]);
});
afterAll(() => Promise.all([production.close(), demo.close()]));

describe('catalogue seed', () => {
  it('runs on every new database, before the demo vehicles', async () => {
    expect(seeders.indexOf(seedCatalogue)).toBeGreaterThanOrEqual(0);
    expect(seeders.indexOf(seedCatalogue)).toBeLessThan(seeders.indexOf(seedVehicles));
    const db = production.db;
    expect(await db.select().from(subscriptionPlan)).toHaveLength(3);
    expect(await db.select().from(smsBundle)).toHaveLength(4);
    const items = await db.select().from(pricingItem);
    expect(Object.fromEntries(items.map((i) => [i.key, [i.unitPrice, i.pricingType]]))).toEqual({
      Subscription: [25_000, 'Monthly'],
      Device: [350_000, 'OneTime'],
      DeviceInstallation: [50_000, 'OneTime'],
      SmsBundle: [0, 'OneTime'],
    });
    // Promo codes are demo data only.
    expect(await db.select().from(promoCode)).toEqual([]);
    expect((await demo.db.select().from(promoCode)).map((p) => p.code).sort()).toEqual([
      'SAVE50K',
      'WELCOME10',
    ]);
  });

  it('has Syria, the 14 governorates of the spec, cities under each and areas under cities', async () => {
    const nodes = await production.db.select().from(geoNode);
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const countries = nodes.filter((n) => n.type === 'Country');
    expect(countries.map((c) => [c.name, c.nameAr])).toEqual([['Syria', 'سوريا']]);
    const governorates = nodes.filter((n) => n.type === 'Governorate');
    expect(governorates.map((g) => g.name).sort()).toEqual([...SPEC_GOVERNORATES].sort());
    expect(governorates.every((g) => g.parentId === 'SY')).toBe(true);
    const arabic = Object.fromEntries(governorates.map((g) => [g.name, g.nameAr]));
    expect(arabic).toMatchObject({
      Damascus: 'دمشق',
      Aleppo: 'حلب',
      RifDimashq: 'ريف دمشق',
      DeirezZor: 'دير الزور',
    });
    for (const node of nodes) {
      expect(node.nameAr, node.id).toMatch(/[\u0600-\u06FF]/);
      const parent = node.parentId ? byId.get(node.parentId) : undefined;
      if (node.type === 'City') expect(parent?.type, node.id).toBe('Governorate');
      if (node.type === 'Area') expect(parent?.type, node.id).toBe('City');
    }
    for (const g of governorates) {
      const cities = nodes.filter((n) => n.parentId === g.id);
      // Damascus governorate is the city itself.
      expect(cities.length, g.name).toBeGreaterThanOrEqual(g.name === 'Damascus' ? 1 : 2);
      expect(cities.length, g.name).toBeLessThanOrEqual(4);
    }
    const damascusCity = nodes.find((n) => n.type === 'City' && n.name === 'Damascus')!;
    expect(nodes.filter((n) => n.parentId === damascusCity.id).length).toBeGreaterThanOrEqual(3);
  });

  it('gives the gold plan exactly the features the demo accounts hold', async () => {
    const gold = await demo.db
      .select({ name: subscriptionPlanFeature.featureName })
      .from(subscriptionPlanFeature)
      .where(eq(subscriptionPlanFeature.planKey, 'gold'));
    expect(gold.map((f) => f.name).sort()).toEqual(Object.values(FEATURES).sort());
    const [sub] = await demo.db.select().from(trackAccountSubscription).limit(1);
    expect(sub?.planKey).toBe('gold');
    const held = await demo.db
      .select({ name: trackAccountFeature.name })
      .from(trackAccountFeature)
      .where(eq(trackAccountFeature.trackAccountId, sub!.trackAccountId));
    expect(held.map((f) => f.name).sort()).toEqual(gold.map((f) => f.name).sort());
  });

  it('a second run adds nothing', async () => {
    await seedCatalogue(production.db, { demo: false });
    expect(await production.db.select().from(smsBundle)).toHaveLength(4);
    expect(await production.db.select().from(subscriptionPlanFeature)).toHaveLength(
      (await demo.db.select().from(subscriptionPlanFeature)).length,
    );
  });

  it('a database seeded before the catalogue existed gets it on its next start', async () => {
    const old = await freshDatabase({ demo: false });
    try {
      await old.db.delete(subscriptionPlan);
      await old.db.delete(smsBundle);
      expect(await seedDatabase(old.db, { demo: false })).toBe(false);
      expect(await old.db.select().from(subscriptionPlan)).toHaveLength(3);
      expect(await old.db.select().from(smsBundle)).toHaveLength(4);
    } finally {
      await old.close();
    }
  });
});
