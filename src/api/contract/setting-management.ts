import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { guid, noContent, pagedQuery, pagedResult } from './common.ts';
import {
  EDITABLE_SETTINGS,
  canonicalSettingValue,
  settingMessage,
  UNKNOWN_SETTING_MESSAGE,
} from './setting-rules.ts';

// The GoTrack settings of the host (ABP's setting-management area, host administrators only):
// read and changed as one dictionary of ABP setting values (strings), each checked by its rule
// (setting-rules.ts). Clients keep reading the values in application configuration.

export * from './setting-rules.ts';

/** A value for one setting: its rule's message names the field; null = back to the default. */
const valueOf = (name: string) =>
  z.nullable(
    z.string().check(
      z.maxLength(1000, settingMessage(name)),
      z.refine((v) => canonicalSettingValue(name, v) !== null, settingMessage(name)),
    ),
  );

export const settingValuesInput = z.strictObject(
  Object.fromEntries(
    [...EDITABLE_SETTINGS.keys()].map((name) => [name, z.optional(valueOf(name))]),
  ),
  { error: UNKNOWN_SETTING_MESSAGE },
);

export const updateGoTrackSettingsInput = z.object({ values: settingValuesInput });
export type UpdateGoTrackSettingsInput = z.input<typeof updateGoTrackSettingsInput>;

export const goTrackSettings = z.object({
  /** The host's effective value of every editable setting (its own, else the default). */
  values: z.record(z.string(), z.nullable(z.string())),
  /** Read-only facts of the server's configuration the screen shows beside them. */
  server: z.object({
    /** PAYMENT_PROVIDER: who takes online payments (`sandbox`, …). */
    paymentProvider: z.string(),
    /** SMTP_URL is set. */
    mailConfigured: z.boolean(),
    /** Demo mode without SMTP: e-mail goes to the server log. */
    mailToLog: z.boolean(),
    /** MAIL_FROM, the sender of every e-mail. */
    mailFrom: z.string(),
    /** POSITION_RETENTION_DAYS when set: no history is kept longer, whatever the setting. */
    retentionCapDays: z.nullable(z.number()),
  }),
});
export type GoTrackSettings = z.infer<typeof goTrackSettings>;

const path = '/api/setting-management/gotrack';

export const getGoTrackSettings = endpoint({ method: 'GET', path, response: goTrackSettings });

/** All or nothing: one refused value stores none. Answers 204. */
export const updateGoTrackSettings = endpoint({
  method: 'PUT',
  path,
  body: updateGoTrackSettingsInput,
  response: noContent,
});

/** One recorded change: who, when, the effective value before and after. */
export const settingChange = z.object({
  id: guid,
  name: z.string(),
  oldValue: z.nullable(z.string()),
  newValue: z.nullable(z.string()),
  changedAt: z.string(),
  userId: z.nullable(guid),
  userName: z.nullable(z.string()),
});
export type SettingChange = z.infer<typeof settingChange>;

/** The changes, newest first. */
export const listSettingChanges = endpoint({
  method: 'GET',
  path: `${path}/changes`,
  query: z.omit(pagedQuery, { sorting: true }),
  response: pagedResult(settingChange),
});

/**
 * ABP's `POST /api/setting-management/emailing/send-test-email`. The sender is always the
 * server's MAIL_FROM (never the caller's): `senderEmailAddress` is accepted and not used.
 */
export const sendTestEmailInput = z.object({
  senderEmailAddress: z.optional(z.string().check(z.maxLength(256))),
  targetEmailAddress: z.email().check(z.maxLength(256)),
  subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  body: z.optional(z.string().check(z.maxLength(2000))),
});
export type SendTestEmailInput = z.input<typeof sendTestEmailInput>;

export const sendTestEmail = endpoint({
  method: 'POST',
  path: '/api/setting-management/emailing/send-test-email',
  body: sendTestEmailInput,
  response: noContent,
});
