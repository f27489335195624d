import { pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * ABP feature values (issue 17). providerName 'T' = tenant; providerKey null = the host level,
 * else a tenant id. Definitions and defaults live in code (server/modules/features/definitions.ts);
 * rows only override them, so "reset to default" deletes a provider's rows.
 */
export const featureValue = pgTable(
  'feature_value',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    providerName: text('provider_name').notNull(),
    providerKey: text('provider_key'),
  },
  // NULLS NOT DISTINCT (PostgreSQL 15+) so a host value (null key) is unique too.
  (t) => [
    unique('feature_value_name_provider_uq')
      .on(t.name, t.providerName, t.providerKey)
      .nullsNotDistinct(),
  ],
);
