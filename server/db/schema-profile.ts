import { customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appUser } from './schema-identity.ts';

/** Raw bytes (PostgreSQL `bytea`); both drivers hand back a Buffer / Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A user's profile picture (spec part 2 §3, §5; issue 16). In the database rather than on disk so
 * every server process sees the same picture. `version` grows with each upload: it is the ETag
 * and the profile DTO's cache-buster.
 */
export const profilePicture = pgTable('profile_picture', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => appUser.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
