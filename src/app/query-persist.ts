import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { SEVEN_DAYS } from './query-client';
import {
  restorable,
  shouldPersist,
  shouldPersistMutation,
  toSaved,
  type SavedCache,
} from './persist-rules';

// Its own chunk (with recovery.ts, see offline.ts): a visitor who is not signed in and online
// sees the first screen without it.

export const QUERY_CACHE_KEY = 'gotrack-query-cache';

/** Changes are written at most this often; the last one is always written. */
const SAVE_EVERY_MS = 1000;

/**
 * Restores the IndexedDB copy of the query cache, query by query (persist-rules.ts), and keeps it
 * in sync: a second after a change, and at once when the page is hidden (a phone may kill an app
 * it has put in the background) or an edit is made or done (the user's work must not wait for a
 * timer). Restored edits are sent again once the server answers. The edits' mutation defaults
 * must be registered before this runs (./edits.ts).
 */
export async function persistCache(queryClient: QueryClient) {
  try {
    const raw = await get<string>(QUERY_CACHE_KEY);
    const saved = raw ? (JSON.parse(raw) as SavedCache) : undefined;
    const state = saved && restorable(saved, __CACHE_VERSION__, Date.now(), SEVEN_DAYS);
    if (state) hydrate(queryClient, state);
    // Offline they stay paused; TanStack resumes them when the connection comes back.
    void queryClient.resumePausedMutations();
  } catch (error) {
    // A broken store (private mode, quota, a corrupt copy) must not stop the app: it starts empty.
    console.warn('The saved query cache could not be read', error);
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    const clientState = dehydrate(queryClient, {
      shouldDehydrateQuery: shouldPersist,
      shouldDehydrateMutation: shouldPersistMutation,
    });
    const copy = toSaved({ buster: __CACHE_VERSION__, timestamp: Date.now(), clientState });
    return set(QUERY_CACHE_KEY, JSON.stringify(copy)).catch(() => undefined);
  };
  const saveSoon = () => void (timer ??= setTimeout(() => void save(), SAVE_EVERY_MS));
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    // Observers coming and going change nothing worth saving.
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') saveSoon();
  });
  const stopEdits = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') {
      void save();
    }
  });
  const saveIfHidden = () => void (document.visibilityState === 'hidden' && save());
  document.addEventListener('visibilitychange', saveIfHidden);
  // What was fetched before this ran (the app state of a visitor who got the first screen first)
  // is written now, so an offline start right after finds it.
  await save();
  return () => {
    unsubscribe();
    stopEdits();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', saveIfHidden);
  };
}

export const clearPersistedCache = () => del(QUERY_CACHE_KEY);
