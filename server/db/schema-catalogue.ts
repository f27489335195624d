import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenant } from './schema-identity.ts';
import { pricingType } from '../../src/api/contract/billing.ts';
import { GEO_NODE_TYPES } from '../../src/api/contract/catalogue.ts';
import { enumCheck, enumText } from './enum-column.ts';

/**
 * What customers can buy (spec part 1 §3): plans with their features, duration discounts, SMS
 * bundles, promo codes, pricing items and the geographic nodes of addresses. Money is in SP,
 * stored as numeric(14,2) and read as numbers.
 */

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

export const subscriptionPlan = pgTable('subscription_plan', {
  key: text('key').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  /** Per vehicle per month. */
  price: money('price').notNull(),
  userCount: integer('user_count').notNull(),
  /** Durations (months) the plan may be bought for; null → any of 1…12. */
  relatedDurationMonths: integer('related_duration_months').array(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** The account features (GoTrack.*) a plan turns on. */
export const subscriptionPlanFeature = pgTable(
  'subscription_plan_feature',
  {
    planKey: text('plan_key')
      .notNull()
      .references(() => subscriptionPlan.key, { onDelete: 'cascade' }),
    featureName: text('feature_name').notNull(),
    value: text('value').notNull().default('True'),
  },
  (t) => [primaryKey({ columns: [t.planKey, t.featureName] })],
);

/** A discount for buying `months` at once; `value` is a fraction (0.1 = 10 %) or an amount. */
export const durationDiscount = pgTable('duration_discount', {
  months: integer('months').primaryKey(),
  value: money('value').notNull(),
  isPercentage: boolean('is_percentage').notNull(),
});

export const smsBundle = pgTable('sms_bundle', {
  id: uuid('id').primaryKey().defaultRandom(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  messagesCount: integer('messages_count').notNull(),
  price: money('price').notNull(),
});

export const promoCode = pgTable(
  'promo_code',
  {
    code: text('code').primaryKey(),
    /** A fraction (0.15 = 15 %) when isPercentage, otherwise an amount in SP. */
    value: money('value').notNull(),
    isPercentage: boolean('is_percentage').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    /** Null → unlimited. */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
  },
  (t) => [check('promo_code_value_ck', sql`${t.value} >= 0`)],
);

/** Subscription (monthly, per vehicle), Device and DeviceInstallation (one-time), SmsBundle. */
export const pricingItem = pgTable(
  'pricing_item',
  {
    key: text('key').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    unitPrice: money('unit_price').notNull(),
    pricingType: enumText('pricing_type', pricingType.options).notNull(),
  },
  (t) => [enumCheck('pricing_item_type_ck', t.pricingType, pricingType.options)],
);

/** Country → Governorate → City → Area (spec part 1 §3 "Geo node"). */
export const geoNode = pgTable(
  'geo_node',
  {
    id: text('id').primaryKey(),
    /** Stable English key (e.g. "RifDimashq"). */
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    type: enumText('type', GEO_NODE_TYPES).notNull(),
    parentId: text('parent_id'),
    tenantId: uuid('tenant_id').references(() => tenant.id),
  },
  (t) => [enumCheck('geo_node_type_ck', t.type, GEO_NODE_TYPES)],
);
