import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { NO_ACCOUNT_ACCESS_CODE, STORAGE } from '../../api/contract/track-accounts.ts';
import { HttpError } from '../../api/http-error.ts';
import { accountQueries } from './api/query-keys';

/**
 * How the server says the user is no longer an active member of the account: a 403 with its code
 * on any of the account's calls, or a 404 for the account itself (its features, its details), as
 * an account the user is not in does not exist for them. Else null.
 */
export function accessLostBy(key: QueryKey, error: unknown): 'refused' | 'unknown' | null {
  if (!(error instanceof HttpError)) return null;
  if (error.status === 403 && error.abp?.code === NO_ACCOUNT_ACCESS_CODE) return 'refused';
  if (error.status === 404 && key[0] === accountQueries.all()[0]) return 'unknown';
  return null;
}

/**
 * Watches the account's queries for the server's "You do not have access to this track account."
 * (an observer deactivated or deleted): then nothing saved of that account may show any more —
 * its queries (every key names the account second) leave the cache, and so the saved copy, and
 * it is no longer the chosen account. `onLost` takes the user back to their accounts.
 */
export function watchAccountAccess(
  queryClient: QueryClient,
  accountId: string,
  /** `refused` (a 403 with the code) or `unknown` (a 404 for the account itself). */
  onLost: (how: 'refused' | 'unknown') => void,
): () => void {
  let lost = false;
  return queryClient.getQueryCache().subscribe((event) => {
    if (lost || event.type !== 'updated' || event.action.type !== 'error') return;
    const { queryKey } = event.query;
    if (queryKey[1] !== accountId) return;
    const how = accessLostBy(queryKey, event.action.error);
    if (!how) return;
    lost = true;
    queryClient.removeQueries({ predicate: (query) => query.queryKey[1] === accountId });
    if (localStorage.getItem(STORAGE.trackAccountId) === accountId) {
      localStorage.removeItem(STORAGE.trackAccountId);
      localStorage.removeItem(STORAGE.associationType);
    }
    onLost(how);
  });
}
