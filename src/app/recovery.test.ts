import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver, onlineManager } from '@tanstack/react-query';
import { connectivity, PROBE_DELAYS_MS } from '../ui/connectivity-store';
import { keepInTouch } from './recovery';

function setNavigatorOnline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
}

/** An active query (a screen shows it) whose fetches succeed once `serverUp` is true. */
function screenQuery(client: QueryClient) {
  const state = { serverUp: false, calls: 0 };
  const observer = new QueryObserver(client, {
    queryKey: ['track-accounts', 'list'],
    queryFn: () => {
      state.calls += 1;
      if (!state.serverUp) {
        connectivity.failed();
        return Promise.reject(new Error('no answer'));
      }
      connectivity.answered();
      return Promise.resolve(['fresh']);
    },
    retry: false,
    networkMode: 'offlineFirst',
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { state, observer, unsubscribe };
}

beforeEach(() => {
  vi.useFakeTimers();
  connectivity.answered();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  connectivity.answered();
  onlineManager.setOnline(true);
});

describe('keeping in touch with the server', () => {
  it('knows a start without network is offline (no `offline` event ever fires)', () => {
    setNavigatorOnline(false);
    keepInTouch(new QueryClient());
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('on a bad connection asks again now and then, and refreshes on the first answer', async () => {
    setNavigatorOnline(true);
    const client = new QueryClient();
    keepInTouch(client);
    const { state, observer, unsubscribe } = screenQuery(client);
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().status).toBe('error');
    expect(onlineManager.isOnline()).toBe(false);

    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0]!);
    expect(state.calls).toBe(2);

    state.serverUp = true;
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[1]!);
    expect(observer.getCurrentResult().data).toEqual(['fresh']);
    expect(onlineManager.isOnline()).toBe(true);
    // Back in touch: no more probing.
    const calls = state.calls;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.calls).toBe(calls);
    unsubscribe();
  });

  it('does not probe while the device has no network, and refetches when it comes back', async () => {
    setNavigatorOnline(false);
    const client = new QueryClient();
    keepInTouch(client);
    const { state, observer, unsubscribe } = screenQuery(client);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.calls).toBe(1);

    setNavigatorOnline(true);
    state.serverUp = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().data).toEqual(['fresh']);
    unsubscribe();
  });

  it('after a write whose answer was lost, asks app state until the server answers', async () => {
    setNavigatorOnline(true);
    const client = new QueryClient();
    keepInTouch(client);
    let asked = 0;
    const appState = new QueryObserver(client, {
      queryKey: ['abp', 'application-configuration', 'en'],
      queryFn: () => {
        asked += 1;
        connectivity.answered();
        return Promise.resolve({ ok: true });
      },
      staleTime: Infinity,
      networkMode: 'offlineFirst',
    });
    const unsubscribe = appState.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toBe(1);

    connectivity.failed(); // a POST was reset: no query failed, yet the app is offline
    expect(onlineManager.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0]!);
    expect(asked).toBe(2);
    expect(onlineManager.isOnline()).toBe(true);
    unsubscribe();
  });
});
