import { dayOfWeek, type DayOfWeek } from '../../../src/api/contract/alerts.ts';

/** The accounts' clock when no setting says otherwise (the product's users are in Syria). */
export const DEFAULT_TIME_ZONE = 'Asia/Damascus';

/** A job-time definition's hours: seconds of the day; an end before the start spans midnight. */
export interface WorkHours {
  start: number;
  end: number;
  /** 0 = Sunday … 6 = Saturday, the days the hours apply to. */
  days: ReadonlySet<number>;
}

/** "HH:mm" or "HH:mm:ss" → seconds of the day; null when it is neither. */
export function clockSeconds(text: string | null): number | null {
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text ?? '');
  if (!m) return null;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  return h < 24 && min < 60 && s < 60 ? h * 3600 + min * 60 + s : null;
}

export function workHours(
  startTime: string | null,
  endTime: string | null,
  days: readonly DayOfWeek[] | null,
): WorkHours | null {
  const start = clockSeconds(startTime);
  const end = clockSeconds(endTime);
  if (start === null || end === null) return null;
  const index = new Set(
    (days ?? []).map((d) => dayOfWeek.options.indexOf(d)).filter((i) => i >= 0),
  );
  return { start, end, days: index };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formats = new Map<string, Intl.DateTimeFormat>();

/** Whether the runtime knows the IANA time zone (a setting may name one it does not). */
export function knownTimeZone(timeZone: string): boolean {
  try {
    clockFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The day of the week (0 = Sunday) and the second of the day at `time` on the zone's clock. */
export function localClock(time: Date, timeZone: string): { day: number; seconds: number } {
  const parts: Record<string, string> = {};
  for (const p of clockFormat(timeZone).formatToParts(time)) parts[p.type] = p.value;
  return {
    day: WEEKDAYS.indexOf(parts.weekday ?? ''),
    seconds: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second),
  };
}

/**
 * Whether moving at this moment breaks the hours: on one of the chosen days and outside that
 * day's hours. Hours that span midnight belong to the day they start on: with 22:00–06:00 on
 * Monday, Tuesday 03:00 is Monday's night shift (not a breach), while Monday 03:00 is outside
 * Monday's hours (a breach, unless Sunday is chosen too and its shift runs until 06:00). A day
 * that is not chosen is not watched.
 */
export function outsideWorkHours(hours: WorkHours, clock: { day: number; seconds: number }) {
  const { start, end, days } = hours;
  if (!days.has(clock.day)) return false;
  const t = clock.seconds;
  if (start < end) return t < start || t >= end;
  if (start === end) return false; // a 24-hour shift: always at work
  const yesterday = (clock.day + 6) % 7;
  const inShift = t >= start || (t < end && days.has(yesterday));
  return !inShift;
}
