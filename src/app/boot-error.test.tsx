import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { HttpError } from '../api/http-error';
import { BootError } from './boot-error';
import { connectivity, PROBE_DELAYS_MS } from '../ui/connectivity-store';
import { testRuntimeConfig } from '../testing/runtime-config';

const SERVER = 'https://gt.example.com';
// The app and its API on one server, opened by another of its names (jsdom's location).
const config = testRuntimeConfig({ appName: 'Fleet Co', baseURL: SERVER, apiURL: SERVER });
const noAnswer = new HttpError(0, '');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  connectivity.answered();
});

describe('the start-up failure screen', () => {
  it('says the device is offline, under the brand, and starts when the network is back', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const retry = vi.fn(async () => true);
    render(<BootError error={noAnswer} config={config} retry={retry} />);
    expect(screen.getByRole('img', { name: 'Fleet Co' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/device is offline/);
    expect(screen.getByRole('alert')).not.toHaveTextContent(location.origin);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('tries again by itself, less and less often, and stops once gone', async () => {
    const retry = vi.fn(async () => false);
    const { unmount } = render(
      <BootError error={new Error('bug')} config={undefined} retry={retry} />,
    );
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
    render(<BootError error={noAnswer} config={config} retry={retry} />);
    await act(() => vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0]!));
    act(() => screen.getByRole('button', { name: /Try again now/ }).click());
    expect(retry).toHaveBeenCalledTimes(1);
    await act(async () => finish(false));
  });

  it('names the server that did not answer while the device is online, not "offline"', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    // The failed request marked the server unreachable: that is still not an offline device.
    connectivity.failed();
    render(<BootError error={noAnswer} config={config} retry={async () => false} />);
    // Named as the page called it: at the page's own origin.
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      `Your account settings could not be loaded. The server at ${location.origin} could not be reached.`,
    );
    expect(alert).not.toHaveTextContent(/offline/);
  });

  it('says with which status a server refused', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    // No runtime config yet: its own request, at the page's origin, was refused.
    const refused = new HttpError(503, '');
    render(<BootError error={refused} config={undefined} retry={async () => false} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Its settings could not be loaded. The server at ${location.origin} answered with an error (503).`,
    );
  });

  it('names a separate API at its configured address', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const abp = testRuntimeConfig({ apiURL: 'https://api.example/' });
    render(<BootError error={noAnswer} config={abp} retry={async () => false} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The server at https://api.example could not be reached.',
    );
  });
});
