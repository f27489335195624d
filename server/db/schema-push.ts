import { index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { pushDeviceType } from '../../src/api/contract/push.ts';
import { enumCheck, enumText } from './enum-column.ts';
import { notification } from './schema-alerts.ts';
import { appUser } from './schema-identity.ts';

/**
 * Push devices (spec part 1 §3, §7; issue 16) and which notification reached which device.
 * Everything goes with its user (cascade).
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
export const PUSH_KINDS = ['fcm', 'webpush'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * One browser or phone of one user. `deviceId` is the app's own id of the installation: a
 * re-register replaces the token. `tokenKey` (SHA-256 of the FCM token, or of a Web Push
 * subscription's endpoint) is unique across users: a token registered by another user moves to
 * them (the phone changed hands). The token itself may be kilobytes: too long for an index.
 */
export const pushDevice = pgTable(
  'push_device',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    deviceType: enumText('device_type', pushDeviceType.options).notNull(),
    name: text('name').notNull(),
    kind: enumText('kind', PUSH_KINDS).notNull(),
    /** The FCM token, or the Web Push subscription's JSON, as registered. */
    token: text('token').notNull(),
    tokenKey: text('token_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    refreshedAt: at('refreshed_at').notNull().defaultNow(),
  },
  (t) => [
    unique('push_device_user_device_uq').on(t.userId, t.deviceId),
    unique('push_device_token_uq').on(t.tokenKey),
    enumCheck('push_device_type_ck', t.deviceType, pushDeviceType.options),
    enumCheck('push_device_kind_ck', t.kind, PUSH_KINDS),
  ],
);

/**
 * A notification that reached a device: a retry of its delivery (another device failed) skips
 * it, so no device shows one notification twice.
 */
export const pushSend = pgTable(
  'push_send',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notification.id, { onDelete: 'cascade' }),
    pushDeviceId: uuid('push_device_id')
      .notNull()
      .references(() => pushDevice.id, { onDelete: 'cascade' }),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.pushDeviceId] }),
    index('push_send_device_idx').on(t.pushDeviceId),
  ],
);
