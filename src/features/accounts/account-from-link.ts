import type { QueryClient } from '@tanstack/react-query';
import { trackAccountsQuery } from './api/list-track-accounts';
import { chosenAccountId, storeChosenAccount } from './chosen-account';

/**
 * A link into one of the user's other accounts (a push notification's `?account=<id>`) opens
 * that account, as choosing it on /track-accounts would; the /main loader then gets a token for
 * it. An account not in the user's list (or no list, offline) leaves the chosen one as it is.
 */
export async function openLinkedAccount(queryClient: QueryClient, wanted: unknown): Promise<void> {
  if (typeof wanted !== 'string' || wanted === chosenAccountId()) return;
  const list = await queryClient
    .fetchQuery({ ...trackAccountsQuery(), staleTime: 60_000 })
    .catch(() => queryClient.getQueryData(trackAccountsQuery().queryKey));
  const account = list?.items.find((a) => a.id === wanted);
  if (account) storeChosenAccount(account.id, account.userTrackAccountAssociation.associationType);
}
