import { infiniteQueryOptions } from '@tanstack/react-query';
import { listVehicles } from '../../../api/contract/vehicles.ts';
import { call } from '../../../api/http.ts';
import { observerQueries } from './query-keys';
import { nextSkip } from './paging';

/** Spec part 2 §9: vehicle and group pickers load 50 a page. */
export const PICKER_PAGE = 50;

/** GET /api/app/vehicle: the account's vehicles for the pickers, a page at a time. */
export const pickVehiclesQuery = (accountId: string) =>
  infiniteQueryOptions({
    queryKey: observerQueries.vehicles(accountId),
    queryFn: ({ pageParam, signal }) =>
      call(listVehicles, {
        query: { skipCount: pageParam, maxResultCount: PICKER_PAGE },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextSkip,
  });
