import * as z from 'zod/mini';
import type { AlertType } from './alerts.ts';

// Issue 31, "quiet, trustworthy alerts": three optional settings of a definition that keep GPS
// noise and late uploads from firing. Absent (or null) means the default; a definition answers
// the value in force. The engine (server/modules/alert-engine/) applies them; the wizard and the
// alert's panel show them.

export type QuietSetting = 'minDurationSeconds' | 'zoneMarginMeters' | 'staleAfterMinutes';

/** The bounds of each setting (whole numbers). */
export const QUIET_BOUNDS = {
  /** Up to an hour: longer is a report, not an alert. 0: at the first position. */
  minDurationSeconds: { min: 0, max: 3600 },
  /** Up to half a kilometre: a zone is rarely much wider. 0: the edge itself. */
  zoneMarginMeters: { min: 0, max: 500 },
  /** A minute to a day: 0 would make every position late. */
  staleAfterMinutes: { min: 1, max: 1440 },
} as const satisfies Record<QuietSetting, { min: number; max: number }>;

/** What an absent setting means (issue 31). */
export const QUIET_DEFAULTS = {
  zoneMinDurationSeconds: 60,
  speedMinDurationSeconds: 15,
  zoneMarginMeters: 25,
  staleAfterMinutes: 10,
} as const;

/** The settings each type takes, in the order the wizard shows them. */
export const QUIET_SETTINGS_OF: Record<AlertType, readonly QuietSetting[]> = {
  EnteringZone: ['minDurationSeconds', 'zoneMarginMeters', 'staleAfterMinutes'],
  ExitingZone: ['minDurationSeconds', 'zoneMarginMeters', 'staleAfterMinutes'],
  ExceedingSpeed: ['minDurationSeconds', 'staleAfterMinutes'],
  ExitingRoute: ['staleAfterMinutes'],
  JobTime: ['staleAfterMinutes'],
  DisassembleTrackingDevice: [],
};

export type QuietSettings = Partial<Record<QuietSetting, number>>;

/** The value in force of each setting the type takes: the stored one, else the default. */
export function quietSettingsOf(
  type: AlertType,
  stored: Partial<Record<QuietSetting, number | null>>,
): QuietSettings {
  const defaults: Record<QuietSetting, number> = {
    minDurationSeconds:
      type === 'ExceedingSpeed'
        ? QUIET_DEFAULTS.speedMinDurationSeconds
        : QUIET_DEFAULTS.zoneMinDurationSeconds,
    zoneMarginMeters: QUIET_DEFAULTS.zoneMarginMeters,
    staleAfterMinutes: QUIET_DEFAULTS.staleAfterMinutes,
  };
  return Object.fromEntries(QUIET_SETTINGS_OF[type].map((s) => [s, stored[s] ?? defaults[s]]));
}

const { minDurationSeconds: d, zoneMarginMeters: m, staleAfterMinutes: s } = QUIET_BOUNDS;
export const QUIET_MESSAGES = {
  minDurationSeconds: `The minimum duration must be a whole number of seconds from ${d.min} to ${d.max}.`,
  zoneMarginMeters: `The zone margin must be a whole number of metres from ${m.min} to ${m.max}.`,
  staleAfterMinutes: `The late-position limit must be a whole number of minutes from ${s.min} to ${s.max}.`,
} as const satisfies Record<QuietSetting, string>;

export const isQuietValue = (setting: QuietSetting, v: number) =>
  Number.isInteger(v) && v >= QUIET_BOUNDS[setting].min && v <= QUIET_BOUNDS[setting].max;

// A refine, not z.int/minimum: one message per setting, and no more zod code in the entry chunk.
const setting = (name: QuietSetting) =>
  z.optional(
    z.nullable(z.number().check(z.refine((v) => isQuietValue(name, v), QUIET_MESSAGES[name]))),
  );

/** The create fields of the zone families, of the speed family, and of the others. */
export const zoneQuietFields = {
  minDurationSeconds: setting('minDurationSeconds'),
  zoneMarginMeters: setting('zoneMarginMeters'),
  staleAfterMinutes: setting('staleAfterMinutes'),
};
export const speedQuietFields = {
  minDurationSeconds: setting('minDurationSeconds'),
  staleAfterMinutes: setting('staleAfterMinutes'),
};
export const otherQuietFields = { staleAfterMinutes: setting('staleAfterMinutes') };

/** What a definition answers: the values in force of the settings its type takes. */
export const quietAnswer = {
  minDurationSeconds: z.optional(z.number()),
  zoneMarginMeters: z.optional(z.number()),
  staleAfterMinutes: z.optional(z.number()),
};
