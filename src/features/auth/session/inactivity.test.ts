import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_TIMEOUT_MS, watchInactivity } from './inactivity';

describe('inactivity', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('signs out after ten minutes without a mouse move, key, click or touch', () => {
    const onIdle = vi.fn();
    const stop = watchInactivity({ onIdle });
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onIdle).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS);
    expect(onIdle).toHaveBeenCalledOnce();
    stop();
  });

  it.each(['mousemove', 'keydown', 'click', 'touchstart'])('%s restarts the wait', (type) => {
    const onIdle = vi.fn();
    const stop = watchInactivity({ onIdle });
    vi.advanceTimersByTime(9 * 60 * 1000);
    window.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(9 * 60 * 1000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60 * 1000);
    expect(onIdle).toHaveBeenCalledOnce();
    stop();
  });

  it('counts activity in another tab, shared through localStorage', () => {
    const onIdle = vi.fn();
    const stop = watchInactivity({ onIdle });
    vi.advanceTimersByTime(8 * 60 * 1000);
    localStorage.setItem('auth.lastActivity', String(Date.now()));
    vi.advanceTimersByTime(2 * 60 * 1000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(8 * 60 * 1000);
    expect(onIdle).toHaveBeenCalledOnce();
    stop();
  });

  it('stops listening once stopped', () => {
    const onIdle = vi.fn();
    watchInactivity({ onIdle })();
    vi.advanceTimersByTime(2 * INACTIVITY_TIMEOUT_MS);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
