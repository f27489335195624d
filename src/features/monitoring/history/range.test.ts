import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { HISTORY_RANGE } from '../../../api/contract/monitoring.ts';
import {
  customRangeErrors,
  fromInputValue,
  parseCustomRange,
  presetRange,
  toInputValue,
} from './range';
import { RANGE_HINT, RANGE_MESSAGES, rangeMessage } from './range-messages';

const m = HISTORY_RANGE.messages;
const NOW = new Date(2026, 2, 10, 12, 30, 42, 500).getTime();
const at = (d: number, h: number, min = 0) => new Date(2026, 2, d, h, min).getTime();

describe('range messages', () => {
  it('maps every contract message to a descriptor with the same English text', () => {
    for (const text of Object.values(m)) {
      expect(RANGE_MESSAGES[text], text).toBeDefined();
      expect(i18n._(rangeMessage(text))).toBe(text);
    }
  });

  it('has the combined hint of the spec', () => {
    expect(i18n._(RANGE_HINT)).toBe(
      'Please select a time range of up to 24 hours within the last 30 days.',
    );
  });
});

describe('inputs', () => {
  it('round-trips a datetime-local value and zeroes the seconds', () => {
    expect(toInputValue(at(9, 8, 5))).toBe('2026-03-09T08:05');
    expect(fromInputValue('2026-03-09T08:05:59')).toBe(at(9, 8, 5));
    expect(fromInputValue('')).toBeNaN();
  });

  it('gives presets ending at the current minute', () => {
    const to = new Date(2026, 2, 10, 12, 30).toISOString();
    expect(presetRange('hour', NOW)).toEqual({ from: new Date(at(10, 11, 30)).toISOString(), to });
    expect(presetRange('day', NOW).from).toBe(new Date(at(9, 12, 30)).toISOString());
  });
});

describe('custom range', () => {
  it('accepts up to 24 hours within the last 30 days, on whole minutes', () => {
    expect(parseCustomRange('2026-03-09T12:30:10', '2026-03-10T12:30:50', NOW)).toEqual({
      range: {
        from: new Date(at(9, 12, 30)).toISOString(),
        to: new Date(at(10, 12, 30)).toISOString(),
      },
    });
  });

  it('refuses a 25-hour range on the "to" input', () => {
    expect(customRangeErrors(at(9, 10), at(10, 11), NOW)).toEqual({ from: [], to: [m.within24h] });
  });

  it('refuses a future end', () => {
    expect(customRangeErrors(at(10, 12), at(10, 13), NOW)).toEqual({ from: [], to: [m.future] });
  });

  it('refuses a start older than 30 days', () => {
    const old = new Date(2026, 1, 1, 10).getTime();
    expect(customRangeErrors(old, old + 3_600_000, NOW)).toEqual({
      from: [m.within30days],
      to: [],
    });
  });

  it('refuses a start after the end, on both inputs', () => {
    expect(customRangeErrors(at(10, 11), at(10, 10), NOW)).toEqual({
      from: [m.fromBeforeTo],
      to: [m.toAfterFrom],
    });
  });

  it('asks for both dates', () => {
    expect(parseCustomRange('', '2026-03-10T10:00', NOW)).toEqual({
      errors: { from: ['required'], to: [] },
    });
  });
});
