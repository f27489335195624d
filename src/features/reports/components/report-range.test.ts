import { describe, expect, it } from 'vitest';
import { dayRange } from './report-range';

describe('dayRange', () => {
  const now = new Date('2026-11-27T10:00:00');

  it('covers whole local days, up to now for today', () => {
    const { range, problem } = dayRange('2026-11-21', '2026-11-27', now);
    expect(problem).toBeNull();
    expect(new Date(range.from).getTime()).toBe(new Date('2026-11-21T00:00:00').getTime());
    expect(range.to).toBe(now.toISOString());
    const past = dayRange('2026-11-20', '2026-11-20', now).range;
    expect(new Date(past.to).getTime()).toBe(new Date('2026-11-20T23:59:59.999').getTime());
  });

  it('refuses an eighth day and a backwards range', () => {
    expect(dayRange('2026-11-20', '2026-11-27', now).problem).toBe('tooLong');
    expect(dayRange('2026-11-25', '2026-11-24', now).problem).toBe('order');
    expect(dayRange('', '2026-11-24', now).problem).toBe('order');
  });
});
