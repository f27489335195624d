import { HISTORY_RANGE, historyRangeErrors } from '../../../api/contract/monitoring.ts';
import { floorToMinute, lastMinutes, type IsoRange } from '../time';

// The history screen's time ranges (spec part 2 §4, §5, §9).

export type HistoryPreset = 'hour' | 'day';
export type HistoryChoice = HistoryPreset | 'custom';

/** Spec part 2 §9: presets of 1 hour (the default) and 1 day, ending at the current minute. */
export const PRESET_MINUTES: Record<HistoryPreset, number> = { hour: 60, day: 24 * 60 };

export const presetRange = (preset: HistoryPreset, now: number = Date.now()): IsoRange =>
  lastMinutes(PRESET_MINUTES[preset], now);

/** Shown for an empty or unreadable date input (no contract message covers it). */
export const DATE_REQUIRED = 'required';

const pad = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` value: local time, to the minute. */
export function toInputValue(ms: number): string {
  const d = new Date(ms);
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${date}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Reads a `datetime-local` value as local time with the seconds zeroed; NaN when unreadable. */
export function fromInputValue(value: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return NaN;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  return floorToMinute(new Date(y, mo - 1, d, h, mi).getTime());
}

/** The messages of each input; both empty when the range is valid. */
export interface RangeErrors {
  from: string[];
  to: string[];
}

/**
 * The contract's checks (the server applies the same ones), each message put on the input it
 * is about, so a screen-reader user hears it on the field to fix.
 */
export function customRangeErrors(from: number, to: number, now: number): RangeErrors {
  const m = HISTORY_RANGE.messages;
  const errors: RangeErrors = { from: [], to: [] };
  if (Number.isNaN(from)) errors.from.push(DATE_REQUIRED);
  if (Number.isNaN(to)) errors.to.push(DATE_REQUIRED);
  if (errors.from.length || errors.to.length) return errors;
  for (const message of historyRangeErrors(new Date(from), new Date(to), now)) {
    if (message === m.future) {
      if (from > now) errors.from.push(message);
      if (to > now) errors.to.push(message);
    } else if (message === m.fromBeforeTo) {
      errors.from.push(message);
      errors.to.push(m.toAfterFrom);
    } else if (message === m.within30days) {
      errors.from.push(message);
    } else {
      errors.to.push(message);
    }
  }
  return errors;
}

export type CustomRangeResult = { range: IsoRange } | { errors: RangeErrors };

/** Validates the two input values; a valid range comes back as API strings on whole minutes. */
export function parseCustomRange(
  fromValue: string,
  toValue: string,
  now: number,
): CustomRangeResult {
  const from = fromInputValue(fromValue);
  const to = fromInputValue(toValue);
  const errors = customRangeErrors(from, to, now);
  if (errors.from.length || errors.to.length) return { errors };
  return { range: { from: new Date(from).toISOString(), to: new Date(to).toISOString() } };
}
