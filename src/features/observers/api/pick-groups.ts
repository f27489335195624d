import { infiniteQueryOptions } from '@tanstack/react-query';
import { listVehicleGroups } from '../../../api/contract/vehicle-groups.ts';
import { call } from '../../../api/http.ts';
import { PICKER_PAGE } from './pick-vehicles';
import { observerQueries } from './query-keys';
import { nextSkip } from './paging';

/** GET /api/app/vehicleGroup: the account's groups for the pickers, 50 a page. */
export const pickGroupsQuery = (accountId: string) =>
  infiniteQueryOptions({
    queryKey: observerQueries.groups(accountId),
    queryFn: ({ pageParam, signal }) =>
      call(listVehicleGroups, {
        query: { skipCount: pageParam, maxResultCount: PICKER_PAGE },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextSkip,
  });
