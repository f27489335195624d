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

/**
 * Setting name → value (null = back to the default). Each value is checked by its setting's
 * rule and refused with that rule's message at its own path; any other name is refused too.
 * A check over a record rather than an object of per-setting schemas: every zod function the
 * contract uses joins the first screen's code, and this one needs none it does not already have.
 */
export const settingValuesInput = z
  .record(z.string().check(z.maxLength(200)), z.nullable(z.string()))
  .check((ctx) => {
    const entries = Object.entries(ctx.value);
    // More names than there are settings: some are unknown, and one message says so.
    if (entries.length > EDITABLE_SETTINGS.size) {
      ctx.issues.push({ code: 'custom', message: UNKNOWN_SETTING_MESSAGE, input: ctx.value });
      return;
    }
    for (const [name, value] of entries) {
      const wrong = !EDITABLE_SETTINGS.has(name)
        ? UNKNOWN_SETTING_MESSAGE
        : value !== null && (value.length > 1000 || canonicalSettingValue(name, value) === null)
          ? settingMessage(name)
          : null;
      if (wrong) ctx.issues.push({ code: 'custom', message: wrong, input: value, path: [name] });
    }
  });

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
