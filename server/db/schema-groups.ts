import { index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { trackAccount, userTrackAccountAssociation } from './schema-identity.ts';
import { vehicle } from './schema-tracking.ts';

/**
 * Vehicle groups (spec part 2 §3): named sets of one account's vehicles, which observers may be
 * given instead of single vehicles. Rows of every table here go with their account, group,
 * vehicle or observer (cascades), so deleting any of them leaves no stale visibility behind.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const vehicleGroup = pgTable(
  'vehicle_group',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackAccountId: uuid('track_account_id')
      .notNull()
      .references(() => trackAccount.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The create's Idempotency-Key: one group per key and account. */
    idempotencyKey: text('idempotency_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at'),
  },
  (t) => [
    index('vehicle_group_account_idx').on(t.trackAccountId, t.name),
    unique('vehicle_group_idempotency_uq').on(t.trackAccountId, t.idempotencyKey),
  ],
);

/** A vehicle in a group; both of the same account (checked when written). */
export const vehicleGroupVehicle = pgTable(
  'vehicle_group_vehicle',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => vehicleGroup.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicle.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.vehicleId] }),
    index('vehicle_group_vehicle_vehicle_idx').on(t.vehicleId),
  ],
);

/** Groups an observer (association of type Observer) may see the vehicles of. */
export const observerVehicleGroup = pgTable(
  'observer_vehicle_group',
  {
    associationId: uuid('association_id')
      .notNull()
      .references(() => userTrackAccountAssociation.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => vehicleGroup.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.associationId, t.groupId] }),
    index('observer_vehicle_group_group_idx').on(t.groupId),
  ],
);
