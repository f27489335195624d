// "2 minutes ago" in the user's language and digits (Intl does the grammar, Arabic plurals
// included), for "last report" on the vehicle rows and card.

import { numberFormat, relativeTimeFormat } from '../../../i18n/formats';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago `time` was, rounded down to its largest unit; under a minute is "now". */
export function formatTimeAgo(time: string | number, now: number, locale: string): string {
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  // A device clock slightly ahead of ours still reads "now", not "in 1 minute".
  const ago = Math.max(0, now - new Date(time).getTime());
  for (const [unit, ms] of UNITS) {
    if (ago >= ms) return format.format(-Math.floor(ago / ms), unit);
  }
  return format.format(0, 'second');
}

/** Whole minutes, hours and days of a duration ("12 min", "3 hr"), for "stopped for …". */
export function formatDuration(ms: number, locale: string): string {
  for (const [unit, size] of UNITS) {
    if (ms >= size || unit === 'minute') {
      return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(
        Math.floor(Math.max(0, ms) / size),
      );
    }
  }
  return '';
}
