import { QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { del, get, set } from 'idb-keyval';

const SEVEN_DAYS = 7 * 24 * 60 * 60 * 1000;
export const QUERY_CACHE_KEY = 'gotrack-query-cache';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Kept as long as the persisted copy so offline screens still have data to show.
        gcTime: SEVEN_DAYS,
        staleTime: 30_000,
        retry: (count, error) => count < 2 && !isClientError(error),
        // 'offlineFirst' lets a cached answer show at once and the fetch fail quietly offline.
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'online' },
    },
  });
}

const isClientError = (error: unknown) => {
  const status = (error as { status?: number }).status;
  return status !== undefined && status >= 400 && status < 500;
};

/** Restores the IndexedDB copy of the cache (dropped when the build changes) and keeps it in sync. */
export async function persistCache(queryClient: QueryClient) {
  const persister = createAsyncStoragePersister({
    key: QUERY_CACHE_KEY,
    storage: { getItem: (k) => get(k), setItem: (k, v) => set(k, v), removeItem: (k) => del(k) },
    throttleTime: 1000,
  });
  const [unsubscribe, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: SEVEN_DAYS,
    buster: __BUILD_ID__,
  });
  // A broken store (private mode, quota) must not stop the app: it just starts with an empty cache.
  await restored.catch(() => undefined);
  return unsubscribe;
}

export const clearPersistedCache = () => del(QUERY_CACHE_KEY);
