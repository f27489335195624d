import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { usePlayback } from './use-playback';

const T0 = Date.UTC(2026, 10, 26, 8, 0);
// An hour of history, one position every ten minutes, driving north at 30 km/h.
const positions = Array.from({ length: 7 }, (_, i) => ({
  time: new Date(T0 + i * 600_000).toISOString(),
  latitude: 33.5 + i * 0.01,
  longitude: 36.3,
  speed: 30,
}));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance', 'Date'] });
});
afterEach(() => vi.useRealTimers());

describe('usePlayback', () => {
  it('plays by real time at the chosen rate, pauses, and stops at the end', () => {
    const { result } = renderHook(() => usePlayback(positions));
    expect(result.current.t).toBeNull();
    act(() => result.current.setRate(4));
    act(() => result.current.toggle());
    act(() => {
      vi.advanceTimersByTime(30_000);
    }); // 30 s at 4× = 2 minutes of history
    expect(result.current.t! - T0).toBeGreaterThanOrEqual(119_000);
    expect(result.current.t! - T0).toBeLessThanOrEqual(121_000);
    expect(result.current.point!.lat).toBeCloseTo(33.502, 3);

    act(() => result.current.toggle()); // pause
    const paused = result.current.t;
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.t).toBe(paused);

    act(() => result.current.setRate(16));
    act(() => result.current.toggle());
    act(() => {
      vi.advanceTimersByTime(10 * 60_000);
    }); // 10 min at 16× is past the hour's end
    expect(result.current.playing).toBe(false);
    expect(result.current.t).toBe(T0 + 3_600_000);
  });

  it('seeks, and a new history starts afresh', () => {
    const { result, rerender } = renderHook(({ p }) => usePlayback(p), {
      initialProps: { p: positions },
    });
    act(() => result.current.seek(T0 + 1_800_000));
    expect(result.current.point!.index).toBe(3);
    act(() => result.current.seek(T0 - 999_999));
    expect(result.current.t).toBe(T0);
    rerender({ p: positions.slice(0, 3) });
    expect(result.current.t).toBeNull();
    expect(result.current.end).toBe(T0 + 1_200_000);
  });
});
