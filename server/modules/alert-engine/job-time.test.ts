import { describe, expect, it } from 'vitest';
import { clockSeconds, localClock, outsideWorkHours, workHours } from './job-time.ts';

// Working hours on the account's clock. 3 March 2025 is a Monday; Damascus is UTC+3.

const at = (iso: string) => localClock(new Date(iso), 'Asia/Damascus');

describe('the clock', () => {
  it('reads 24-hour times with or without seconds', () => {
    expect(clockSeconds('06:00')).toBe(6 * 3600);
    expect(clockSeconds('22:30:15')).toBe(22 * 3600 + 30 * 60 + 15);
    for (const bad of ['24:00', '8:00', '08:60', '', null]) expect(clockSeconds(bad)).toBeNull();
  });

  it('tells the day and time in the account’s time zone', () => {
    expect(at('2025-03-03T20:30:00Z')).toEqual({ day: 1, seconds: 23 * 3600 + 30 * 60 });
    expect(at('2025-03-03T22:15:00Z')).toEqual({ day: 2, seconds: 3600 + 15 * 60 });
    expect(localClock(new Date('2025-03-03T22:15:00Z'), 'UTC')).toEqual({
      day: 1,
      seconds: 22 * 3600 + 900,
    });
  });
});

describe('outside working hours', () => {
  const weekdays = workHours('08:00', '17:00', [
    'Sunday',
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
  ])!;
  const nights = workHours('22:00', '06:00', ['Monday'])!;

  it('daytime hours: before and after them on a chosen day; never on another day', () => {
    expect(outsideWorkHours(weekdays, at('2025-03-03T04:59:00Z'))).toBe(true); // Mon 07:59
    expect(outsideWorkHours(weekdays, at('2025-03-03T05:00:00Z'))).toBe(false); // Mon 08:00
    expect(outsideWorkHours(weekdays, at('2025-03-03T13:59:59Z'))).toBe(false); // Mon 16:59:59
    expect(outsideWorkHours(weekdays, at('2025-03-03T14:00:00Z'))).toBe(true); // Mon 17:00
    expect(outsideWorkHours(weekdays, at('2025-03-07T10:00:00Z'))).toBe(false); // Friday: not chosen
  });

  it('hours across midnight belong to the day they start on', () => {
    expect(outsideWorkHours(nights, at('2025-03-03T19:30:00Z'))).toBe(false); // Mon 22:30
    expect(outsideWorkHours(nights, at('2025-03-04T00:30:00Z'))).toBe(false); // Tue 03:30, Monday's night
    expect(outsideWorkHours(nights, at('2025-03-04T04:00:00Z'))).toBe(false); // Tue 07:00: Tuesday not chosen
    expect(outsideWorkHours(nights, at('2025-03-03T09:00:00Z'))).toBe(true); // Mon 12:00
    expect(outsideWorkHours(nights, at('2025-03-03T00:30:00Z'))).toBe(true); // Mon 03:30: Sunday had no night
    const everyNight = workHours('22:00', '06:00', ['Sunday', 'Monday'])!;
    expect(outsideWorkHours(everyNight, at('2025-03-03T00:30:00Z'))).toBe(false); // Sunday's night
  });
});
