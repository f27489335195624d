import type { DehydratedState, Mutation, Query } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { appStateKeys } from '../api/app-state-keys.ts';
import { applicationConfiguration } from '../api/contract/abp.ts';
import { isEditKey } from '../api/edits/edit.ts';

// The rules of the IndexedDB copy of the query cache. What the app needs to start offline (app
// state, the account's features, its screens' data) must survive a failed refetch, a language
// switch and an app update; what it cannot trust is dropped and fetched again online.

type DehydratedQuery = DehydratedState['queries'][number];
type DehydratedMutation = DehydratedState['mutations'][number];

/** The IndexedDB copy: when it was taken, by which data versions, and the dehydrated queries. */
export interface SavedCache {
  buster: string;
  timestamp: number;
  clientState: DehydratedState;
}

/**
 * Every query that holds data is saved, even one whose last refetch failed: offline that is the
 * normal case, and dropping it would leave the next offline start with nothing. A query opts out
 * with `meta: { persist: false }`.
 */
export const shouldPersist = (query: Query) =>
  query.state.data !== undefined && query.meta?.persist !== false;

/**
 * Edits not yet done by the server (offline ones, and one being sent: its answer may never come)
 * are saved until they are: the user made them, and nothing else remembers them.
 */
export const shouldPersistMutation = (mutation: Mutation) =>
  isEditKey(mutation.options.mutationKey) && mutation.state.status === 'pending';

/**
 * Saved as waiting for a connection: a restored edit is then sent again (TanStack resumes only
 * paused ones). One that was being sent may have arrived; its Idempotency-Key makes the second
 * sending harmless.
 */
const asSavedEdit = (mutation: DehydratedMutation): DehydratedMutation => ({
  ...mutation,
  state: { ...mutation.state, isPaused: true },
});

/**
 * Saved as the good answer it still holds: a restored query that says "error" would show an error
 * screen over data that is fine. The failure is a fact of the last session, not of the data.
 */
export function asSaved(query: DehydratedQuery): DehydratedQuery {
  if (query.state.status === 'success' && query.state.fetchStatus === 'idle') return query;
  return {
    ...query,
    state: {
      ...query.state,
      status: 'success',
      fetchStatus: 'idle',
      error: null,
      fetchFailureCount: 0,
      fetchFailureReason: null,
    },
  };
}

export function toSaved(copy: SavedCache): SavedCache {
  const queries = copy.clientState.queries.map(asSaved);
  const mutations = copy.clientState.mutations.map(asSavedEdit);
  return { ...copy, clientState: { ...copy.clientState, queries, mutations } };
}

/** `{ queryRoot: hash }` from the build (scripts/cache-version.ts); anything else reads as `{}`. */
function parseVersions(text: string | undefined): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(text ?? '');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const isAppState = (query: DehydratedQuery) => appStateKeys.matches(query.queryKey);

/**
 * What a saved copy restores, query by query. A query whose data files (its key root's version)
 * are the same in this build is kept. App state, which the app cannot start without, is also kept
 * across a change as long as today's contract still reads it. Everything else is dropped and
 * fetched again online. Pending edits are kept whatever changed (they are the user's work, and
 * plain data); only past `maxAge` is nothing kept.
 */
export function restorable(
  saved: SavedCache,
  version: string,
  now: number,
  maxAge: number,
): DehydratedState | null {
  if (!saved.timestamp || now - saved.timestamp > maxAge) return null;
  const before = parseVersions(saved.buster);
  const current = parseVersions(version);
  const queries = saved.clientState.queries.filter((query) => {
    const root = String(query.queryKey[0]);
    if (current[root] !== undefined && before[root] === current[root]) return true;
    return isAppState(query) && z.safeParse(applicationConfiguration, query.state.data).success;
  });
  const mutations = (saved.clientState.mutations ?? []).filter(
    (m) => isEditKey(m.mutationKey) && m.state.status === 'pending',
  );
  return { mutations, queries };
}
