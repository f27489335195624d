import { infiniteQueryOptions } from '@tanstack/react-query';
import { listVehicles } from '../../../api/contract/vehicles.ts';
import { call } from '../../../api/http.ts';
import { groupQueries } from './query-keys';

/** Spec part 2 §9: vehicle pickers and a group's vehicle list load 50 at a time. */
export const VEHICLES_PAGE_SIZE = 50;

type VehiclePage = Awaited<ReturnType<typeof fetchPage>>;

const fetchPage = (skipCount: number, signal: AbortSignal, vehicleGroupId?: string) =>
  call(listVehicles, {
    query: { skipCount, maxResultCount: VEHICLES_PAGE_SIZE, vehicleGroupId },
    signal,
  });

const nextSkip = (last: VehiclePage, pages: VehiclePage[]) => {
  const loaded = pages.reduce((n, p) => n + p.items.length, 0);
  return loaded < last.totalCount && last.items.length > 0 ? loaded : undefined;
};

/** GET /api/app/vehicle, page by page: the account's vehicles for the pickers. */
export const accountVehiclesQuery = (accountId: string) =>
  infiniteQueryOptions({
    queryKey: groupQueries.accountVehicles(accountId),
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextSkip,
  });

/** GET /api/app/vehicle?vehicleGroupId=: the vehicles of one group, page by page (up to 999). */
export const groupVehiclesQuery = (accountId: string, groupId: string) =>
  infiniteQueryOptions({
    queryKey: groupQueries.vehicles(accountId, groupId),
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal, groupId),
    initialPageParam: 0,
    getNextPageParam: nextSkip,
  });
