import { infiniteQueryOptions } from '@tanstack/react-query';
import { getObserverVehiclesAndGroups } from '../../../api/contract/observers.ts';
import { call } from '../../../api/http.ts';
import { observerQueries } from './query-keys';
import { nextSkip } from './paging';

/** Spec part 2 §9: an observer's assigned vehicles, 100 a page. */
export const OBSERVER_ITEMS_PAGE = 100;

/** GET /api/app/observation/vehicleAndVehicleGroupOfObsever/{id}: vehicles, then groups. */
export const observerItemsQuery = (accountId: string, observerId: string) =>
  infiniteQueryOptions({
    queryKey: observerQueries.items(accountId, observerId),
    queryFn: ({ pageParam, signal }) =>
      call(getObserverVehiclesAndGroups, {
        params: { id: observerId },
        query: { skipCount: pageParam, maxResultCount: OBSERVER_ITEMS_PAGE },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextSkip,
  });
