import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../api/contract/notifications.ts';
import { nextNotificationSkip, shownNotifications } from './list-notifications';

const note = (n: number): Notification => ({
  id: `88888888-8888-4888-8888-${String(n).padStart(12, '0')}`,
  title: `Title ${n}`,
  body: `Body ${n}`,
  alertType: 'ExceedingSpeed',
  vehicleId: null,
  vehicleName: null,
  latitude: null,
  longitude: null,
  time: '2026-11-26T10:00:00Z',
  creationTime: '2026-11-26T10:00:00Z',
});
const page = (from: number, to: number, totalCount: number) => ({
  items: Array.from({ length: to - from }, (_, i) => note(from + i)),
  totalCount,
});

describe('the notifications skip rule (spec part 2 §9)', () => {
  it('asks from 0, then 1, 2, … — one more per load, not the number of items', () => {
    const first = page(0, 100, 250);
    expect(nextNotificationSkip(first, [first])).toBe(1);
    // A back end that pages by load answers the next hundred.
    const second = page(100, 200, 250);
    expect(nextNotificationSkip(second, [first, second])).toBe(2);
    const third = page(200, 250, 250);
    expect(nextNotificationSkip(third, [first, second, third])).toBeUndefined();
  });

  it('shows each notification once when pages overlap, and stops once all are shown', () => {
    // A back end that reads skipCount as items skipped answers 1…100 to the second load.
    const first = page(0, 100, 101);
    const second = page(1, 101, 101);
    expect(shownNotifications([first, second])).toHaveLength(101);
    expect(nextNotificationSkip(second, [first, second])).toBeUndefined();
  });

  it('stops on an empty page', () => {
    expect(nextNotificationSkip(page(0, 0, 5), [page(0, 5, 5), page(0, 0, 5)])).toBeUndefined();
  });
});
