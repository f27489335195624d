import { queryOptions } from '@tanstack/react-query';
import { listTrackAccounts } from '../../../api/contract/track-accounts.ts';
import { call } from '../../../api/http.ts';
import { accountQueries } from './query-keys';

// A user has a handful of accounts; one page of the server's maximum holds them all.
const ALL = 1000;

/** GET /api/app/trackAccount — persisted with the query cache, so the list shows offline. */
export const trackAccountsQuery = () =>
  queryOptions({
    queryKey: accountQueries.list(),
    queryFn: ({ signal }) => call(listTrackAccounts, { query: { maxResultCount: ALL }, signal }),
    // Always asked again when the list is shown, on a reload or on coming back to the tab (the
    // cached copy shows meanwhile): a subscription paid in another tab adds an account.
    staleTime: 0,
  });
