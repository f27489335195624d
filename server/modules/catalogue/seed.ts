import type { Db } from '../../db/client.ts';
import {
  durationDiscount,
  geoNode,
  pricingItem,
  promoCode,
  smsBundle,
  subscriptionPlan,
  subscriptionPlanFeature,
} from '../../db/schema.ts';
import { GOVERNORATES, SYRIA, type Place } from './data/geo-syria.ts';
import {
  DEMO_PROMO_CODES,
  DURATION_DISCOUNTS,
  PLANS,
  PRICING_ITEMS,
  SMS_BUNDLES,
} from './data/products.ts';

type GeoRow = typeof geoNode.$inferInsert;
const COUNTRY_ID = 'SY';

function below(parentId: string, type: 'City' | 'Area', places: readonly Place[]): GeoRow[] {
  return places.flatMap(([key, en, ar, children]) => {
    const id = `${parentId}-${key}`;
    const row: GeoRow = { id, name: key, nameEn: en, nameAr: ar, type, parentId };
    return [row, ...(children ? below(id, 'Area', children) : [])];
  });
}

/** Country → governorates → cities → areas, flat, parents before children. */
export function geoRows(): GeoRow[] {
  const [key, en, ar] = SYRIA;
  const country: GeoRow = { id: COUNTRY_ID, name: key, nameEn: en, nameAr: ar, type: 'Country' };
  return [
    country,
    ...GOVERNORATES.flatMap(([id, name, nameEn, nameAr, cities]) => [
      { id, name, nameEn, nameAr, type: 'Governorate' as const, parentId: COUNTRY_ID },
      ...below(id, 'City', cities),
    ]),
  ];
}

/**
 * The catalogue every database starts with (not only demo ones: nothing can be bought without
 * it). Runs before the demo vehicles, whose accounts hold the 'gold' plan. Promo codes are
 * demo data. Conflicts are ignored so a re-run adds only what is missing.
 */
export async function seedCatalogue(db: Db, opts: { demo: boolean }): Promise<void> {
  await db
    .insert(subscriptionPlan)
    .values(PLANS.map(({ features: _features, ...plan }) => plan))
    .onConflictDoNothing();
  await db
    .insert(subscriptionPlanFeature)
    .values(
      PLANS.flatMap((p) => p.features.map((featureName) => ({ planKey: p.key, featureName }))),
    )
    .onConflictDoNothing();
  await db.insert(durationDiscount).values(DURATION_DISCOUNTS).onConflictDoNothing();
  await db.insert(pricingItem).values(PRICING_ITEMS).onConflictDoNothing();
  await db.insert(geoNode).values(geoRows()).onConflictDoNothing();
  // Bundles have generated ids: add them only to an empty table.
  const [anyBundle] = await db.select({ id: smsBundle.id }).from(smsBundle).limit(1);
  if (!anyBundle) await db.insert(smsBundle).values(SMS_BUNDLES);
  if (!opts.demo) return;
  // From the start of the seeding day, so a clock a little behind still accepts them.
  const validFrom = new Date();
  validFrom.setUTCHours(0, 0, 0, 0);
  const validTo = new Date(validFrom);
  validTo.setUTCFullYear(validTo.getUTCFullYear() + 1);
  await db
    .insert(promoCode)
    .values(DEMO_PROMO_CODES.map((p) => ({ ...p, validFrom, validTo })))
    .onConflictDoNothing();
}
