import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExpiryTimer, EXPIRING_NOTICE_SECONDS } from './expiry-timer';

const T0 = 1_700_000_000;
let events: string[];
let timer: ReturnType<typeof createExpiryTimer>;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 * 1000 });
  events = [];
  timer = createExpiryTimer({
    expiring: () => events.push('expiring'),
    expired: () => events.push('expired'),
  });
});
afterEach(() => {
  timer.stop();
  vi.useRealTimers();
});

const seconds = (s: number) => vi.advanceTimersByTimeAsync(s * 1000);

describe('access-token expiry events', () => {
  it(`says "expiring" ${EXPIRING_NOTICE_SECONDS} s before expiry, then "expired" at expiry`, async () => {
    timer.arm(T0 + 900);
    await seconds(900 - EXPIRING_NOTICE_SECONDS - 1);
    expect(events).toEqual([]);
    await seconds(1);
    expect(events).toEqual(['expiring']);
    await seconds(EXPIRING_NOTICE_SECONDS - 1);
    expect(events).toEqual(['expiring']);
    await seconds(1);
    expect(events).toEqual(['expiring', 'expired']);
    await seconds(3600);
    expect(events).toEqual(['expiring', 'expired']);
  });

  it('raises a deadline already due a moment after arming, not during it', async () => {
    timer.arm(T0 + 60);
    expect(events).toEqual([]);
    await seconds(1);
    expect(events).toEqual(['expiring']);
    timer.arm(T0 - 5);
    expect(events).toEqual(['expiring']);
    await seconds(1);
    expect(events).toEqual(['expiring', 'expired']);
  });

  it('re-arms for a new token, and reading the same one again changes nothing', async () => {
    timer.arm(T0 + 60);
    await seconds(1);
    timer.arm(T0 + 60);
    await seconds(1);
    expect(events).toEqual(['expiring']);
    timer.arm(T0 + 900);
    await seconds(900);
    expect(events).toEqual(['expiring', 'expiring', 'expired']);
  });

  it('is silenced by stop() (sign-out, removed user)', async () => {
    timer.arm(T0 + 900);
    timer.stop();
    await seconds(1000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(events).toEqual([]);
  });

  it('says only "expired" when the timer fires late (a device that slept past expiry)', async () => {
    timer.arm(T0 + 900);
    // Asleep: the clock moves on, the pending timer only runs on waking.
    vi.setSystemTime((T0 + 2000) * 1000);
    await seconds(0);
    expect(events).toEqual([]);
    await vi.runOnlyPendingTimersAsync();
    expect(events).toEqual(['expired']);
  });

  it('checks again when the page becomes visible', () => {
    timer.arm(T0 + 900);
    vi.setSystemTime((T0 + 901) * 1000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(events).toEqual(['expired']);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(events).toEqual(['expired']);
  });
});
