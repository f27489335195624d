import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenant, trackAccount, userTrackAccountAssociation } from './schema-identity.ts';
import { subscriptionState } from '../../src/api/contract/track-accounts.ts';
import { trackerAlarm } from '../../src/api/contract/monitoring.ts';
import { enumCheck, enumText } from './enum-column.ts';

/**
 * Tables of tracking: vehicles, subscriptions with their plan's features, observer assignments,
 * positions and the last position of every vehicle.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const vehicle = pgTable(
  'vehicle',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackAccountId: uuid('track_account_id')
      .notNull()
      .references(() => trackAccount.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').references(() => tenant.id),
    licensePlateSerial: text('license_plate_serial').notNull(),
    licensePlateSubClass: text('license_plate_sub_class').notNull(),
    colorHex: text('color_hex').notNull(),
    consumptionRate: doublePrecision('consumption_rate').notNull().default(0),
    trackingDeviceId: text('tracking_device_id').notNull().unique('vehicle_tracking_device_uq'),
    /** SHA-256 of the device's `key` (ingest/device-key.ts); null = the device sends none. */
    deviceKeyHash: text('device_key_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('vehicle_account_idx').on(t.trackAccountId)],
);

export const trackAccountSubscription = pgTable(
  'track_account_subscription',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackAccountId: uuid('track_account_id')
      .notNull()
      .references(() => trackAccount.id, { onDelete: 'cascade' }),
    planKey: text('plan_key').notNull(),
    planNameEn: text('plan_name_en').notNull(),
    planNameAr: text('plan_name_ar').notNull(),
    from: timestamp('from', { withTimezone: true }).notNull(),
    to: timestamp('to', { withTimezone: true }).notNull(),
    userCount: integer('user_count').notNull(),
    smsBundleCount: integer('sms_bundle_count').notNull().default(0),
    state: enumText('state', subscriptionState.options).notNull(),
    durationMonths: integer('duration_months').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscription_account_idx').on(t.trackAccountId, t.from),
    enumCheck('subscription_state_ck', t.state, subscriptionState.options),
  ],
);

/** The features of the account's plan (a later issue may derive them from plan definitions). */
export const trackAccountFeature = pgTable(
  'track_account_feature',
  {
    trackAccountId: uuid('track_account_id')
      .notNull()
      .references(() => trackAccount.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.trackAccountId, t.name] })],
);

/** Vehicles an observer (association of type Observer) may see. */
export const observerVehicle = pgTable(
  'observer_vehicle',
  {
    associationId: uuid('association_id')
      .notNull()
      .references(() => userTrackAccountAssociation.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicle.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.associationId, t.vehicleId] }),
    index('observer_vehicle_vehicle_idx').on(t.vehicleId),
  ],
);

/**
 * What a tracker tells besides its position (issue 30; ingest/attributes.ts), null when it did not
 * say. Typed columns rather than one jsonb: reports and maintenance read ignition, odometer and
 * engine hours over months of positions, which as columns are plain comparisons and aggregates
 * (no per-row jsonb decoding, planner statistics per figure); an unset column costs a bit of the
 * row's null bitmap, which every position already has, while a jsonb value costs its header and
 * keys in every row that has one. A new kind of figure is a migration, which is what a report on
 * it needs anyway. Numbers first, so the boolean adds no alignment padding between them.
 */
const trackerColumns = () => ({
  odometerM: doublePrecision('odometer_m'),
  engineHours: doublePrecision('engine_hours'),
  powerV: doublePrecision('power_v'),
  fuelL: doublePrecision('fuel_l'),
  ignition: boolean('ignition'),
  alarm: enumText('alarm', trackerAlarm.options),
});

/**
 * Every received position. Read by vehicle and time range only, through (vehicle_id, time).
 * `PARTITION BY RANGE (time)`, a partition per UTC month and a default one (migration 0012: DDL
 * drizzle does not model; positions-retention/ makes and drops the months). No primary or foreign
 * key on purpose: a key would have to include the time. Speeds are km/h.
 */
export const position = pgTable(
  'position',
  {
    vehicleId: uuid('vehicle_id').notNull(),
    time: timestamp('time', { withTimezone: true }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    speed: doublePrecision('speed').notNull().default(0),
    bearing: doublePrecision('bearing'),
    altitude: doublePrecision('altitude'),
    accuracy: doublePrecision('accuracy'),
    // No CHECK on `alarm` here (last_position has one): adding it would scan every month of
    // history under an exclusive lock, and the months made later (position_ensure_month copies
    // columns and defaults only) could not be attached to a parent with a check they lack.
    // The writer's type admits only the contract's alarms.
    ...trackerColumns(),
  },
  // Unique: a tracker that resends what it was not told was stored adds nothing (issue 30).
  (t) => [uniqueIndex('position_vehicle_time_uq').on(t.vehicleId, t.time)],
);

/**
 * The newest position of each vehicle, upserted on ingest (live map reads only this). Its tracker
 * figures are the latest of each kind (a fix without one keeps the one before); its alarm is the
 * newest position's (an alarm is an event, not a state).
 */
export const lastPosition = pgTable(
  'last_position',
  {
    vehicleId: uuid('vehicle_id')
      .primaryKey()
      .references(() => vehicle.id, { onDelete: 'cascade' }),
    time: timestamp('time', { withTimezone: true }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    speed: doublePrecision('speed').notNull().default(0),
    bearing: doublePrecision('bearing'),
    altitude: doublePrecision('altitude'),
    accuracy: doublePrecision('accuracy'),
    ...trackerColumns(),
  },
  (t) => [enumCheck('last_position_alarm_ck', t.alarm, trackerAlarm.options)],
);
