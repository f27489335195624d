import { infiniteQueryOptions } from '@tanstack/react-query';
import { ALERT_PAGE_SIZE, listAlertDefinitions } from '../../../api/contract/alerts.ts';
import { call } from '../../../api/http.ts';
import { nextSkip } from './paging';
import { alertQueries } from './query-keys';

/**
 * GET /api/app/alertDefinition with an empty type (every type), 10 a page (spec part 2 §7, §9);
 * "Load more" asks for the next ten.
 */
export const alertsQuery = (accountId: string) =>
  infiniteQueryOptions({
    queryKey: alertQueries.list(accountId),
    queryFn: ({ pageParam, signal }) =>
      call(listAlertDefinitions, {
        query: { type: '', skipCount: pageParam, maxResultCount: ALERT_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextSkip,
  });
