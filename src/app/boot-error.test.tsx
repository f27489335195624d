import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { BootError } from './boot-error';
import { PROBE_DELAYS_MS } from '../ui/connectivity-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the start-up failure screen', () => {
  it('says the device is offline, under the brand, and starts when the network is back', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const retry = vi.fn(async () => true);
    render(<BootError failure="app-state" appName="Fleet Co" retry={retry} />);
    expect(screen.getByRole('img', { name: 'Fleet Co' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/device is offline/);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('tries again by itself, less and less often, and stops once gone', async () => {
    const retry = vi.fn(async () => false);
    const { unmount } = render(<BootError failure="config" appName="GoTrack" retry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/tries again by itself/);

    await act(() => vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0]!));
    expect(retry).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[1]! - 1));
    expect(retry).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(retry).toHaveBeenCalledTimes(2);

    unmount();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(retry).toHaveBeenCalledTimes(2);
  });

  it('does not start twice at once when the user presses the button during a try', async () => {
    let finish: (started: boolean) => void = () => undefined;
    const retry = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    render(<BootError failure="app-state" appName="GoTrack" retry={retry} />);
    await act(() => vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0]!));
    act(() => screen.getByRole('button', { name: /Try again now/ }).click());
    expect(retry).toHaveBeenCalledTimes(1);
    await act(async () => finish(false));
  });
});
