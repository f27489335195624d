import { infiniteQueryOptions } from '@tanstack/react-query';
import { listGeoZones } from '../../../api/contract/geo-zones.ts';
import { listRoutes } from '../../../api/contract/routes.ts';
import { listVehicleGroups } from '../../../api/contract/vehicle-groups.ts';
import { listVehicles } from '../../../api/contract/vehicles.ts';
import { call } from '../../../api/http.ts';
import { nextSkip } from './paging';
import { alertQueries } from './query-keys';

/** Spec part 2 §9: the pickers and the form's lists of vehicles, groups, zones, routes: 50. */
export const CHOICES_PAGE = 50;

const page = (skipCount: number) => ({ skipCount, maxResultCount: CHOICES_PAGE });
const options = <T extends { items: readonly unknown[]; totalCount: number }>(
  queryKey: readonly unknown[],
  fetch: (skip: number, signal: AbortSignal) => Promise<T>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetch(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextSkip,
  });

/** The account's vehicles (GET /api/app/vehicle), 50 at a time. */
export const vehicleChoicesQuery = (accountId: string) =>
  options(alertQueries.choices(accountId, 'vehicles'), (skip, signal) =>
    call(listVehicles, { query: page(skip), signal }),
  );

/** The account's groups (GET /api/app/vehicleGroup), 50 at a time. */
export const groupChoicesQuery = (accountId: string) =>
  options(alertQueries.choices(accountId, 'groups'), (skip, signal) =>
    call(listVehicleGroups, { query: page(skip), signal }),
  );

/** The account's geo-zones (GET /api/app/geoZone), 50 at a time. */
export const zoneChoicesQuery = (accountId: string) =>
  options(alertQueries.choices(accountId, 'zones'), (skip, signal) =>
    call(listGeoZones, { query: page(skip), signal }),
  );

/** The account's routes (GET /api/app/route), 50 at a time. */
export const routeChoicesQuery = (accountId: string) =>
  options(alertQueries.choices(accountId, 'routes'), (skip, signal) =>
    call(listRoutes, { query: page(skip), signal }),
  );
