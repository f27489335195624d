import { onlineManager, type Query, type QueryClient } from '@tanstack/react-query';
import { appStateKeys } from '../api/app-state-keys.ts';
import { connectivity, PROBE_DELAYS_MS } from '../ui/connectivity-store';

/** Queries on screen whose last fetch failed, or that are still retrying one. */
const failed = (query: Query) =>
  query.state.status === 'error' || query.state.fetchFailureCount > 0;

/**
 * What a probe asks for: the failed screens, and app state, which every screen has. A write whose
 * answer was lost leaves no failed query behind, yet the app thinks the server is gone: app state
 * is the request that finds out it is back.
 */
const probed = (query: Query) => failed(query) || appStateKeys.matches(query.queryKey);

/**
 * Keeps the app in step with the network without a button. TanStack Query is told what our own
 * requests see (it assumes online until an `offline` event, and a start without network fires
 * none; a bad connection fires nothing at all): offline it pauses retries, and when the server
 * answers again it refetches what is stale and resumes what was paused. While nothing answers,
 * the failed screens are asked again now and then, since no event will say the server is back.
 */
export function keepInTouch(queryClient: QueryClient, setTimer = setTimeout) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  const refetch = (predicate: (query: Query) => boolean) =>
    queryClient
      .refetchQueries({ type: 'active', predicate }, { cancelRefetch: false })
      .catch(() => undefined);

  const probe = () => {
    clearTimeout(timer);
    const delay = PROBE_DELAYS_MS[Math.min(attempt, PROBE_DELAYS_MS.length - 1)]!;
    timer = setTimer(() => {
      attempt += 1;
      // Offline the `online` event does the work; asking now would only fail again.
      if (navigator.onLine) void refetch(probed);
      probe();
    }, delay);
  };

  onlineManager.setEventListener((setOnline) => {
    const sync = () => setOnline(connectivity.isOnline());
    // A network that comes back is worth trying at once: the next request says whether it works.
    const onOnline = () => (connectivity.isReachable() ? sync() : connectivity.answered());
    const stop = connectivity.subscribe((reachable) => {
      sync();
      if (!reachable) return probe();
      clearTimeout(timer);
      attempt = 0;
      // What failed recently is not stale yet, so TanStack's own refetch on reconnect skips it.
      void refetch(failed);
    });
    addEventListener('online', onOnline);
    addEventListener('offline', sync);
    sync();
    return () => {
      clearTimeout(timer);
      stop();
      removeEventListener('online', onOnline);
      removeEventListener('offline', sync);
    };
  });
}
