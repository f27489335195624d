import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * Drizzle schema. Only what the current features need; later issues add tables and generate a new
 * migration with `npm run db:generate`. Keep the SQL PostgreSQL-15 compatible (Debian's server).
 */

/** Small key/value facts about the database itself (e.g. when demo data was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * ABP-style setting values. providerName 'G' = global (providerKey null), 'T' = tenant
 * (providerKey = tenant id). Defaults live in code (setting definitions), rows only override them.
 */
export const setting = pgTable(
  'setting',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    providerName: text('provider_name').notNull(),
    providerKey: text('provider_key'),
  },
  // NULLS NOT DISTINCT (PostgreSQL 15+) so a global value (null key) is unique too.
  (t) => [
    unique('setting_name_provider_uq').on(t.name, t.providerName, t.providerKey).nullsNotDistinct(),
  ],
);

export * from './schema-identity.ts';
export * from './schema-tracking.ts';
export * from './schema-groups.ts';
export * from './schema-zones-routes.ts';
export * from './schema-catalogue.ts';
export * from './schema-commerce.ts';
export * from './schema-alerts.ts';
export * from './schema-push.ts';
export * from './schema-profile.ts';
export * from './schema-admin.ts';
export * from './schema-features.ts';
export * from './schema-limits.ts';
export * from './schema-settings.ts';
