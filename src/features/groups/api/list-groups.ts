import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listVehicleGroups } from '../../../api/contract/vehicle-groups.ts';
import { call } from '../../../api/http.ts';
import { groupQueries } from './query-keys';

/** Spec part 2 §9: the groups list shows 50 a page. */
export const GROUPS_PAGE_SIZE = 50;

/** GET /api/app/vehicleGroup, one page (0-based) of the account's groups, by name. */
export const groupsQuery = (accountId: string, page: number) =>
  queryOptions({
    queryKey: groupQueries.list(accountId, page),
    queryFn: ({ signal }) =>
      call(listVehicleGroups, {
        query: { skipCount: page * GROUPS_PAGE_SIZE, maxResultCount: GROUPS_PAGE_SIZE },
        signal,
      }),
    // The next page keeps the last one on screen until it arrives.
    placeholderData: keepPreviousData,
  });
