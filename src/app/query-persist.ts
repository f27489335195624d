import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { del, get, set } from 'idb-keyval';
import { SEVEN_DAYS } from './query-client';

// Its own chunk: a visitor who is not signed in and online sees the first screen without it.

export const QUERY_CACHE_KEY = 'gotrack-query-cache';

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
  // Saves are made on cache changes; what was fetched before this ran (the app state of a visitor
  // who got the first screen first) is written now, so an offline start right after finds it.
  await persistQueryClientSave({ queryClient, persister, buster: __BUILD_ID__ }).catch(() => {});
  return unsubscribe;
}

export const clearPersistedCache = () => del(QUERY_CACHE_KEY);
