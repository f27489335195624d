import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listObservers } from '../../../api/contract/observers.ts';
import { call } from '../../../api/http.ts';
import { observerQueries } from './query-keys';

/** Spec part 2 §9: the observers list shows 100 a page. */
export const OBSERVERS_PAGE = 100;

/** GET /api/app/observation, one page (0-based) of ABP paging. */
export const observersQuery = (accountId: string, page: number) =>
  queryOptions({
    queryKey: observerQueries.list(accountId, page),
    queryFn: ({ signal }) =>
      call(listObservers, {
        query: { skipCount: page * OBSERVERS_PAGE, maxResultCount: OBSERVERS_PAGE },
        signal,
      }),
    // The pager keeps the page it shows until the next one is there.
    placeholderData: keepPreviousData,
    // Asked again whenever shown (the saved copy shows meanwhile): whether an invitee accepted
    // is decided on their phone, not here.
    staleTime: 0,
  });
