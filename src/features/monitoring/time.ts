// Time helpers of the monitoring screens (spec part 2 §5, §9).

const MINUTE = 60_000;

/** Spec part 2 §5: seconds (and milliseconds) are zeroed in every range sent. */
export const floorToMinute = (ms: number) => Math.floor(ms / MINUTE) * MINUTE;

/** An API range: ISO 8601 UTC strings, both on a whole minute. */
export interface IsoRange {
  from: string;
  to: string;
}

/** The range of the last `minutes` minutes, ending at the current minute. */
export function lastMinutes(minutes: number, now: number = Date.now()): IsoRange {
  const to = floorToMinute(now);
  return { from: new Date(to - minutes * MINUTE).toISOString(), to: new Date(to).toISOString() };
}

/** Spec part 2 §9: the live time window; "now" means the last 10 minutes. */
export const LIVE_WINDOWS = { now: 10, hour: 60, day: 24 * 60 } as const;
export type LiveWindow = keyof typeof LIVE_WINDOWS;

/** Spec part 2 §9 "dd/MM/yyyy HH:mm a", in the user's digits. */
export function formatDateTime(value: string | number | Date, locale: string): string {
  const d = new Date(value);
  const parts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(d);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')} ${get('dayPeriod') ?? ''}`.trim();
}

/** Spec part 2 §9 number format '1.0-2'. */
export const formatNumber = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
