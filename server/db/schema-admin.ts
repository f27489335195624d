import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenant } from './schema-identity.ts';

/**
 * Roles and permission grants (issue 17, ABP Identity and Permission Management). Users keep the
 * NAMES of their roles in `app_user.roles` (the token's role claim); renaming or deleting a role
 * rewrites those arrays in the same transaction.
 */

// The host has no tenant (null); unique keys that include the tenant treat the host as one tenant.
const tenantKey = sql`coalesce("tenant_id", '00000000-0000-0000-0000-000000000000'::uuid)`;

export const identityRole = pgTable(
  'identity_role',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenant.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Given to users an administrator creates without naming roles. */
    isDefault: boolean('is_default').notNull().default(false),
    /** Seeded (`admin`): cannot be renamed or deleted. */
    isStatic: boolean('is_static').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    concurrencyStamp: text('concurrency_stamp').notNull(),
    extraProperties: jsonb('extra_properties').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Case-insensitive like ABP's NormalizedName.
  () => [uniqueIndex('identity_role_name_uq').on(tenantKey, sql`lower("name")`)],
);

/**
 * One granted permission. providerName 'R' → providerKey = role name; 'U' → user id. Absence
 * means not granted (ABP stores only grants).
 */
export const permissionGrant = pgTable(
  'permission_grant',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenant.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    providerName: text('provider_name').notNull(),
    providerKey: text('provider_key').notNull(),
  },
  (t) => [
    uniqueIndex('permission_grant_uq').on(tenantKey, t.providerName, t.providerKey, t.name),
    index('permission_grant_provider_idx').on(t.providerName, t.providerKey),
  ],
);
