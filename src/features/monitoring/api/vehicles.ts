import { queryOptions } from '@tanstack/react-query';
import { getVehicle, listVehicles } from '../../../api/contract/vehicles.ts';
import { call } from '../../../api/http.ts';
import { monitoringQueries } from './query-keys';

/** Spec part 2 §9: the map shows up to 1,000 vehicles. */
export const MAP_VEHICLES = 1000;

/** GET /api/app/vehicle — every vehicle the caller may see (observers: their assigned ones). */
export const vehiclesQuery = (accountId: string) =>
  queryOptions({
    queryKey: monitoringQueries.vehicles(accountId),
    queryFn: ({ signal }) =>
      call(listVehicles, { query: { maxResultCount: MAP_VEHICLES }, signal }).then((r) => r.items),
  });

/** GET /api/app/vehicle/{id}. */
export const vehicleQuery = (accountId: string, id: string) =>
  queryOptions({
    queryKey: monitoringQueries.vehicle(accountId, id),
    queryFn: ({ signal }) => call(getVehicle, { params: { id }, signal }),
  });
