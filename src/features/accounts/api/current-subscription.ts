import { queryOptions } from '@tanstack/react-query';
import { getCurrentSubscription } from '../../../api/contract/track-accounts.ts';
import { call } from '../../../api/http.ts';
import { accountQueries } from './query-keys';

/**
 * GET /api/app/trackAccountSubscription/currentSubscription. The server reads the account from
 * the access token, so `prepare` must first get a token for account `id`; the key still names the
 * account so two accounts' subscriptions never mix in the cache.
 */
export const currentSubscriptionQuery = (id: string, prepare: (id: string) => Promise<unknown>) =>
  queryOptions({
    queryKey: accountQueries.currentSubscription(id),
    queryFn: async ({ signal }) => {
      await prepare(id);
      return call(getCurrentSubscription, { signal });
    },
  });
