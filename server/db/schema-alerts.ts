import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AlertType, DayOfWeek, NotificationMethod } from '../../src/api/contract/alerts.ts';
import { appUser, trackAccount } from './schema-identity.ts';
import { vehicle } from './schema-tracking.ts';
import { vehicleGroup } from './schema-groups.ts';
import { geoZone, route } from './schema-zones-routes.ts';

/**
 * Alert definitions, what they watch, the engine's per-rule state, the notifications it raises
 * and their deliveries (spec part 2 §3; issue 15). Everything goes with its account (cascade);
 * a link goes with either end, so deleting a zone, route, vehicle or group just stops watching it.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const account = () =>
  uuid('track_account_id')
    .notNull()
    .references(() => trackAccount.id, { onDelete: 'cascade' });
const definitionRef = () =>
  uuid('alert_definition_id')
    .notNull()
    .references(() => alertDefinition.id, { onDelete: 'cascade' });

export const alertDefinition = pgTable(
  'alert_definition',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackAccountId: account(),
    type: text('type').$type<AlertType>().notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    notificationMethods: jsonb('notification_methods').$type<NotificationMethod[]>().notNull(),
    /** ExceedingSpeed: km/h. */
    maxSpeed: integer('max_speed'),
    /** JobTime: its name, "HH:mm" start and end (an end before the start spans midnight), days. */
    name: text('name'),
    startTime: text('start_time'),
    endTime: text('end_time'),
    daysOfWeek: jsonb('days_of_week').$type<DayOfWeek[]>(),
    /**
     * Issue 31's quiet settings (src/api/contract/alert-quiet.ts): null is the default, read
     * when evaluated, so a definition made without them follows the defaults as they are.
     */
    minDurationSeconds: integer('min_duration_seconds'),
    zoneMarginMeters: integer('zone_margin_meters'),
    staleAfterMinutes: integer('stale_after_minutes'),
    /** The create's Idempotency-Key: one definition per key and account. */
    idempotencyKey: text('idempotency_key'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('alert_definition_account_idx').on(t.trackAccountId, t.createdAt),
    unique('alert_definition_idempotency_uq').on(t.trackAccountId, t.idempotencyKey),
  ],
);

export const alertDefinitionVehicle = pgTable(
  'alert_definition_vehicle',
  {
    alertDefinitionId: definitionRef(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicle.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.alertDefinitionId, t.vehicleId] }),
    index('alert_definition_vehicle_vehicle_idx').on(t.vehicleId),
  ],
);

export const alertDefinitionGroup = pgTable(
  'alert_definition_group',
  {
    alertDefinitionId: definitionRef(),
    vehicleGroupId: uuid('vehicle_group_id')
      .notNull()
      .references(() => vehicleGroup.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.alertDefinitionId, t.vehicleGroupId] }),
    index('alert_definition_group_group_idx').on(t.vehicleGroupId),
  ],
);

export const alertDefinitionZone = pgTable(
  'alert_definition_zone',
  {
    alertDefinitionId: definitionRef(),
    geoZoneId: uuid('geo_zone_id')
      .notNull()
      .references(() => geoZone.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.alertDefinitionId, t.geoZoneId] }),
    index('alert_definition_zone_zone_idx').on(t.geoZoneId),
  ],
);

export const alertDefinitionRoute = pgTable(
  'alert_definition_route',
  {
    alertDefinitionId: definitionRef(),
    routeId: uuid('route_id')
      .notNull()
      .references(() => route.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.alertDefinitionId, t.routeId] }),
    index('alert_definition_route_route_idx').on(t.routeId),
  ],
);

/**
 * What the engine remembers per definition, vehicle and subject (a zone id, a route corridor,
 * the speed rule, a job-time trip): `inside` / `armed` as the rule needs, and the time of the
 * position that last changed it (job time: of the trip's last movement). Written only when it
 * changes, in the same transaction as the notification it fires and the vehicle's
 * `alert_cursor` (which says how far the vehicle's positions were evaluated), with a compare on
 * `last_time`, so two processes racing on one vehicle fire once.
 */
export const alertState = pgTable(
  'alert_state',
  {
    alertDefinitionId: definitionRef(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicle.id, { onDelete: 'cascade' }),
    /** The zone id for zone rules; '' for the rules with one state per vehicle. */
    subject: text('subject').notNull().default(''),
    /** Zone: the vehicle is inside. Speed / route / job time: the rule has fired and not re-armed. */
    active: boolean('active').notNull(),
    lastTime: at('last_time').notNull(),
    /**
     * Issue 31: since when the vehicle has been on the other side of `active` (past the zone
     * margin, over or back under the limit), with no position since that broke it; null: it is
     * not. The change counts once this is the definition's minimum duration old.
     */
    pendingSince: at('pending_since'),
    /**
     * Speeding: when the episode under way began (its alert's time), null when none is. Its top
     * speed is read from the stored positions when it ends: no write per faster position.
     */
    episodeStart: at('episode_start'),
  },
  (t) => [
    primaryKey({ columns: [t.alertDefinitionId, t.vehicleId, t.subject] }),
    // An engine that has not seen a vehicle yet (a restart, another process) loads its states.
    index('alert_state_vehicle_idx').on(t.vehicleId),
  ],
);

/**
 * How far each vehicle's positions have been evaluated: the newest position time. A position
 * at or before it is never evaluated again (a replayed batch, a late fix). Moved with a
 * compare-and-set (`where last_time = <what this process read>`) in the transaction that writes
 * the states and notifications of those positions: a process that lost the race (a second
 * server, a stale cache) writes nothing and evaluates again from the database. One row per
 * vehicle instead of a `last_time` write per definition and subject keeps a position that
 * changes nothing at one small update per batch.
 */
export const alertCursor = pgTable('alert_cursor', {
  vehicleId: uuid('vehicle_id')
    .primaryKey()
    .references(() => vehicle.id, { onDelete: 'cascade' }),
  lastTime: at('last_time').notNull(),
});

/**
 * One fired alert for one recipient. Title and body are not stored: they are written in the
 * reader's language from `alertType` and `details` when listed.
 */
export const notification = pgTable(
  'notification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackAccountId: account(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    alertDefinitionId: uuid('alert_definition_id').references(() => alertDefinition.id, {
      onDelete: 'set null',
    }),
    alertType: text('alert_type').$type<AlertType>().notNull(),
    vehicleId: uuid('vehicle_id').references(() => vehicle.id, { onDelete: 'set null' }),
    /** When the vehicle did it: the position's time. */
    time: at('time').notNull(),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    /**
     * What explains it, for the text: speed and maxSpeed, zone or route name, job-time name and
     * hours, vehicle name at the time (a renamed vehicle keeps its old name in old alerts).
     */
    details: jsonb('details').$type<Record<string, string | number>>().notNull(),
    /** One notification per fired event and recipient, however often it is evaluated. */
    eventKey: text('event_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notification_reader_idx').on(t.userId, t.trackAccountId, t.createdAt),
    // History retention removes an account's notifications older than its days (issue 29).
    index('notification_account_time_idx').on(t.trackAccountId, t.time),
    unique('notification_event_uq').on(t.userId, t.eventKey),
  ],
);

/**
 * The outbox: one row per notification and chosen method, for the senders of issue 16. A row
 * stays until sent; a sender that is down loses nothing.
 */
export const notificationDelivery = pgTable(
  'notification_delivery',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notification.id, { onDelete: 'cascade' }),
    method: text('method').$type<NotificationMethod>().notNull(),
    /** 'Pending' | 'Sent' | 'Failed' (given up after attempts). */
    status: text('status').notNull().default('Pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [
    unique('notification_delivery_uq').on(t.notificationId, t.method),
    index('notification_delivery_due_idx').on(t.status, t.nextAttemptAt),
  ],
);
