// The worker is built on its own and imports nothing from src/: the payload check mirrors the
// contract's `pushMessage` (src/api/contract/push.ts); tests/unit/push-payload.test.ts keeps the
// two in step.

/** Posted to open pages after a push or a click: their notifications list is out of date. */
export const NOTIFICATIONS_STALE = 'NOTIFICATIONS_STALE';

/** The fields of the contract's `pushMessage` that the worker uses. */
export interface PushMessage {
  title: string;
  body: string;
  tag: string;
  url: string;
  time: string;
  language: 'en' | 'ar';
  [field: string]: unknown;
}

const STRINGS = [
  'notificationId',
  'title',
  'body',
  'alertType',
  'trackAccountId',
  'time',
  'tag',
  'url',
];

function asMessage(value: unknown): PushMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  if (!STRINGS.every((key) => typeof m[key] === 'string')) return null;
  if (m.language !== 'en' && m.language !== 'ar') return null;
  if (m.vehicleId !== null && typeof m.vehicleId !== 'string') return null;
  return m as PushMessage;
}

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/icon-192.png';
/** A payload this worker cannot read still tells the user something happened. */
const GENERIC_TAG = 'gotrack-generic';
const GENERIC_URL = '/main/notifications';

/** What `showNotification` gets (`timestamp` is not in TypeScript's lib yet). */
export interface Banner {
  title: string;
  options: {
    body: string;
    icon: string;
    badge: string;
    tag: string;
    data: { url: string; [field: string]: unknown };
    lang: string;
    dir: 'ltr' | 'rtl';
    timestamp?: number;
  };
}

/**
 * The message inside a push's data: our Web Push payload is the message itself; an FCM data
 * message may wrap it (`{data: {...}}`, or its JSON in `data.payload` as FCM data values are
 * strings). Anything else is null.
 */
export function readPushMessage(raw: string | null | undefined): PushMessage | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const data = (json as { data?: unknown } | null)?.data;
  const payload = (data as { payload?: unknown } | null | undefined)?.payload;
  const candidates = [json, data, typeof payload === 'string' ? safeJson(payload) : undefined];
  for (const candidate of candidates) {
    const message = asMessage(candidate);
    if (message) return message;
  }
  return null;
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Only app paths are opened: a payload cannot send the user to another site. */
export const safeAppPath = (url: string): string => (/^\/(?![/\\])/.test(url) ? url : GENERIC_URL);

/**
 * What to show for a push. `language` is the recipient's: the banner is right to left in
 * Arabic. One tag per vehicle and alert type, so a storm replaces a banner instead of stacking.
 */
export function bannerFor(message: PushMessage | null, uiLanguage: string): Banner {
  if (!message) {
    const ar = uiLanguage.startsWith('ar');
    return {
      title: ar ? 'جو تراك' : 'GoTrack',
      options: {
        body: ar ? 'لديك إشعار جديد.' : 'You have a new notification.',
        icon: ICON,
        badge: BADGE,
        tag: GENERIC_TAG,
        data: { url: GENERIC_URL },
        lang: ar ? 'ar' : 'en',
        dir: ar ? 'rtl' : 'ltr',
      },
    };
  }
  return {
    title: message.title,
    options: {
      body: message.body,
      icon: ICON,
      badge: BADGE,
      tag: message.tag,
      data: { ...message, url: safeAppPath(message.url) },
      lang: message.language,
      dir: message.language === 'ar' ? 'rtl' : 'ltr',
      timestamp: Date.parse(message.time) || undefined,
    },
  };
}

/** The app path a clicked notification opens. */
export const clickTarget = (data: unknown): string => {
  const url = (data as { url?: unknown } | null)?.url;
  return typeof url === 'string' ? safeAppPath(url) : GENERIC_URL;
};
