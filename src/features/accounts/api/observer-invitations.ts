import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  acceptObserverInvitation,
  declineObserverInvitation,
  listObserverInvitations,
  type ObserverInvitation,
} from '../../../api/contract/observer-invitations.ts';
import { call } from '../../../api/http.ts';
import { HttpError } from '../../../api/http-error.ts';
import { accountQueries } from './query-keys';

// A person is invited by a few accounts at a time; the first page of 100 holds them.
const SHOWN = 100;
type Invitations = { items: ObserverInvitation[]; totalCount: number };

/**
 * GET /api/app/observerInvitation. A back end without invitations (the original ABP portal's)
 * answers 404: that is "no invitations", not a failure. Silent: the list of accounts under it
 * says when the server cannot be reached.
 */
export const invitationsQuery = () =>
  queryOptions({
    queryKey: accountQueries.invitations(),
    queryFn: async ({ signal }): Promise<Invitations> => {
      try {
        const query = { maxResultCount: SHOWN };
        return await call(listObserverInvitations, { query, signal, silent: true });
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return { items: [], totalCount: 0 };
        throw error;
      }
    },
    // Asked again whenever the accounts list is shown, like the list itself.
    staleTime: 0,
  });

export type Answer = 'accept' | 'decline';

/**
 * Accept or decline: needs a connection (an accepted account is nothing to open offline). Once
 * answered the invitation leaves the list; an accepted account joins the accounts list first, so
 * the two never both disappear. A refusal (answered elsewhere meanwhile) toasts and re-reads.
 */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  const invitations = accountQueries.invitations();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: Answer }) =>
      call(answer === 'accept' ? acceptObserverInvitation : declineObserverInvitation, {
        params: { id },
      }),
    onSuccess: async (_, { id, answer }) => {
      if (answer === 'accept') {
        await queryClient.invalidateQueries({ queryKey: accountQueries.list(), exact: true });
      }
      queryClient.setQueryData<Invitations>(invitations, (old) =>
        old ? { items: old.items.filter((i) => i.id !== id), totalCount: old.totalCount - 1 } : old,
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: invitations, exact: true }),
  });
}
