import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit windows (server/http/rate-limit-store.ts): how many requests one key (a user and an
 * endpoint) made in its current window. In the database, so every server process counts the same
 * requests; one row per user and endpoint, reused when its window has ended.
 */
export const rateLimitWindow = pgTable('rate_limit_window', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});
