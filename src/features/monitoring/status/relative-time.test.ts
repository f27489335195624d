import { describe, expect, it } from 'vitest';
import { formatDuration, formatTimeAgo } from './relative-time';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatTimeAgo', () => {
  it('says how long ago in English, by the largest whole unit', () => {
    expect(formatTimeAgo(ago(20_000), NOW, 'en')).toBe('now');
    expect(formatTimeAgo(ago(2 * 60_000 + 30_000), NOW, 'en')).toBe('2 minutes ago');
    expect(formatTimeAgo(ago(3 * 3_600_000), NOW, 'en')).toBe('3 hours ago');
    expect(formatTimeAgo(ago(86_400_000), NOW, 'en')).toBe('yesterday');
  });

  it('reads "now" for a device clock slightly ahead', () => {
    expect(formatTimeAgo(ago(-30_000), NOW, 'en')).toBe('now');
  });

  it('speaks Arabic to Arabic readers', () => {
    expect(formatTimeAgo(ago(2 * 60_000), NOW, 'ar')).toBe('قبل دقيقتين');
  });
});

describe('formatDuration', () => {
  it('gives whole minutes, then hours', () => {
    expect(formatDuration(10 * 60_000 + 59_000, 'en')).toBe('10 min');
    expect(formatDuration(30_000, 'en')).toBe('0 min');
    expect(formatDuration(2 * 3_600_000 + 5 * 60_000, 'en')).toBe('2 hr');
  });
});
