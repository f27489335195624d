import {
  bigint,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RoutePoint } from '../../src/api/contract/routes.ts';
import { trackAccount } from './schema-identity.ts';

/**
 * Geo-zones, routes and their stop points (spec part 2 §3): drawn by an account's owners, they go
 * with their account (cascade), and a route's stop points go with their route.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const geoZone = pgTable(
  'geo_zone',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackAccountId: uuid('track_account_id')
      .notNull()
      .references(() => trackAccount.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The outline as the encoded polyline the client sent (a closed ring, checked on create). */
    line: text('line').notNull(),
    /** The create's Idempotency-Key: one zone per key and account. */
    idempotencyKey: text('idempotency_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at'),
  },
  (t) => [
    index('geo_zone_account_idx').on(t.trackAccountId, t.name),
    unique('geo_zone_idempotency_uq').on(t.trackAccountId, t.idempotencyKey),
  ],
);

export const route = pgTable(
  'route',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackAccountId: uuid('track_account_id')
      .notNull()
      .references(() => trackAccount.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** "0xFF" and six upper-case hexadecimal digits. */
    color: text('color').notNull(),
    /** The points as sent ({longitudeX, latitudeY}); jsonb keeps every digit of each number. */
    line: jsonb('line').$type<RoutePoint[]>().notNull(),
    /** The create's Idempotency-Key: one route per key and account. */
    idempotencyKey: text('idempotency_key'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('route_account_idx').on(t.trackAccountId, t.name),
    unique('route_idempotency_uq').on(t.trackAccountId, t.idempotencyKey),
  ],
);

export const routeStopPoint = pgTable(
  'route_stop_point',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    routeId: uuid('route_id')
      .notNull()
      .references(() => route.id, { onDelete: 'cascade' }),
    /** Insertion order: the stop points of one create share their created time. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    /** The add's Idempotency-Key: one stop point per key and route. */
    idempotencyKey: text('idempotency_key'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('route_stop_point_route_idx').on(t.routeId, t.seq),
    unique('route_stop_point_idempotency_uq').on(t.routeId, t.idempotencyKey),
  ],
);
