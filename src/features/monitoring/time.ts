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

// Spec part 2 §9's date and number formats, shared with the other screens.
export { formatDateTime, formatNumber } from '../../i18n/formats';
