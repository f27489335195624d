import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appUser } from './schema-identity.ts';

/**
 * Every change of a host setting made through setting management (issue 29): who, when, and the
 * effective value before and after (a default counts as a value, null = none). The user's name
 * is kept as it was, so the history still reads right after the user is renamed or deleted.
 */
export const settingChange = pgTable(
  'setting_change',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    userId: uuid('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('setting_change_changed_idx').on(t.changedAt)],
);
