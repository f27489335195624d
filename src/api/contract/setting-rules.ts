import { hasBidiControls } from './common.ts';
import { paymentSettingKeys, paymentSettingName } from './payment-switches.ts';
import { normalizePhone } from './phone.ts';
import { SETTING_SUPPORT_PHONE, SOCIAL_SETTINGS } from './support.ts';

// The GoTrack settings an operator changes on the settings screen (host administration), with
// the one rule each value follows. Plain functions without zod: the screen checks a field as it
// is typed with these, and setting-management.ts builds the request's schemas from them.

export const SETTING_ROUTE_CORRIDOR_METERS = 'GoTrack.Alerts.RouteCorridorMeters';
export const SETTING_ALERTS_TIME_ZONE = 'GoTrack.Alerts.TimeZone';
export const SETTING_MIN_STOP_MINUTES = 'GoTrack.Reports.MinStopMinutes';
/** A host feature (feature management) shown among the settings: the days history is kept. */
export const SETTING_HISTORY_RETENTION = 'GoTrack.HistoryRetentionDays';
/**
 * Not stored: "True" when the server can send e-mail (SMTP configured, or demo mode's outbox in
 * the log). The alert wizard reads it from application configuration.
 */
export const SETTING_MAILING_AVAILABLE = 'GoTrack.Mailing.Available';

/** The choices of history retention, in days (also the feature's selection items). */
export const HISTORY_RETENTION_DAYS = ['30', '90', '365'] as const;
export const CORRIDOR_METERS = { min: 10, max: 5000 } as const;
export const MIN_STOP_MINUTES = { min: 1, max: 240 } as const;
export const SETTING_URL_MAX = 500;

export type SettingKind =
  'switch' | 'link' | 'phone' | 'corridor' | 'timeZone' | 'minStop' | 'retention';

export const PAYMENT_SWITCH_SETTINGS = paymentSettingKeys.map(paymentSettingName);

/** Every editable setting and its kind, in the screen's order. */
export const EDITABLE_SETTINGS: ReadonlyMap<string, SettingKind> = new Map<string, SettingKind>([
  ...PAYMENT_SWITCH_SETTINGS.map((name) => [name, 'switch'] as const),
  [SETTING_SUPPORT_PHONE, 'phone'],
  ...Object.values(SOCIAL_SETTINGS).map((name) => [name, 'link'] as const),
  [SETTING_ROUTE_CORRIDOR_METERS, 'corridor'],
  [SETTING_ALERTS_TIME_ZONE, 'timeZone'],
  [SETTING_MIN_STOP_MINUTES, 'minStop'],
  [SETTING_HISTORY_RETENTION, 'retention'],
]);

const SOCIAL_NAMES: Record<string, string> = {
  [SOCIAL_SETTINGS.facebook]: 'Facebook',
  [SOCIAL_SETTINGS.whatsApp]: 'WhatsApp',
  [SOCIAL_SETTINGS.telegram]: 'Telegram',
  [SOCIAL_SETTINGS.instagram]: 'Instagram',
};

/**
 * What a refused value is told, naming the field (translated on the server; the screen has its
 * own texts per field). `{0}` in the link message is the network's name.
 */
export const SETTING_MESSAGES = {
  switch: 'An online payment switch must be True or False.',
  link: 'The {0} link must be a web address that starts with https://.',
  phone:
    'The support phone must be a phone number with its country code, such as +963 11 000 0000.',
  corridor: `The route corridor must be a whole number of meters from ${CORRIDOR_METERS.min} to ${CORRIDOR_METERS.max}.`,
  timeZone: 'The time zone must be a time zone name, such as Asia/Damascus.',
  minStop: `The minimum stop must be a whole number of minutes from ${MIN_STOP_MINUTES.min} to ${MIN_STOP_MINUTES.max}.`,
  retention: 'History retention must be 30, 90 or 365 days.',
} as const satisfies Record<SettingKind, string>;

export const UNKNOWN_SETTING_MESSAGE = 'There is no such setting.';

export function settingMessage(name: string): string {
  const kind = EDITABLE_SETTINGS.get(name);
  if (!kind) return UNKNOWN_SETTING_MESSAGE;
  return SETTING_MESSAGES[kind].replace('{0}', SOCIAL_NAMES[name] ?? name);
}

/** The runtime's canonical spelling of an IANA zone (`asia/damascus` → `Asia/Damascus`), or null. */
export function canonicalTimeZone(value: string): string | null {
  // Names only: no offsets like +03:00, which some runtimes also accept.
  if (value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const wholeIn = (value: string, { min, max }: { min: number; max: number }) => {
  if (!/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? String(n) : null;
};

/**
 * A web address for a link shown to customers: https only, one line, no spaces, and no
 * text-direction controls (an override would show another address than the one opened).
 */
const isHttpsUrl = (value: string) => {
  if (value.length > SETTING_URL_MAX || !/^https:\/\/[^\s/?#]+[^\s]*$/i.test(value)) return false;
  if (hasBidiControls(value)) return false;
  return URL.canParse(value);
};

/**
 * The stored form of a value, or null when the setting refuses it. An empty link or phone is
 * kept empty: the About and More screens then hide it.
 */
export function canonicalSettingValue(name: string, raw: string): string | null {
  const value = raw.trim();
  switch (EDITABLE_SETTINGS.get(name)) {
    case 'switch':
      return /^true$/i.test(value) ? 'True' : /^false$/i.test(value) ? 'False' : null;
    case 'link':
      return value === '' || isHttpsUrl(value) ? value : null;
    case 'phone':
      return value === '' ? '' : normalizePhone(value);
    case 'corridor':
      return wholeIn(value, CORRIDOR_METERS);
    case 'timeZone':
      return canonicalTimeZone(value);
    case 'minStop':
      return wholeIn(value, MIN_STOP_MINUTES);
    case 'retention':
      return (HISTORY_RETENTION_DAYS as readonly string[]).includes(value) ? value : null;
    default:
      return null;
  }
}
