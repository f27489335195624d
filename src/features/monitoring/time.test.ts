import { describe, expect, it } from 'vitest';
import { floorToMinute, formatDateTime, formatNumber, lastMinutes, LIVE_WINDOWS } from './time';

describe('monitoring time helpers', () => {
  it('zeroes seconds and builds ranges ending at the current minute', () => {
    const now = Date.parse('2026-11-22T10:15:42.123Z');
    expect(new Date(floorToMinute(now)).toISOString()).toBe('2026-11-22T10:15:00.000Z');
    expect(lastMinutes(LIVE_WINDOWS.hour, now)).toEqual({
      from: '2026-11-22T09:15:00.000Z',
      to: '2026-11-22T10:15:00.000Z',
    });
    // Spec part 2 §9: now = 10 minutes, hour = 60, 24 hours = one day.
    expect(LIVE_WINDOWS).toEqual({ now: 10, hour: 60, day: 1440 });
  });

  it('formats dates as dd/MM/yyyy hh:mm a and numbers with up to two decimals', () => {
    const d = new Date(2026, 10, 2, 15, 4);
    expect(formatDateTime(d, 'en')).toBe('02/11/2026 03:04 PM');
    expect(formatNumber(12.3456, 'en')).toBe('12.35');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  });
});
