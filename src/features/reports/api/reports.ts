import { queryOptions } from '@tanstack/react-query';
import {
  getFleetSummary,
  getVehicleStops,
  getVehicleTrips,
} from '../../../api/contract/trip-reports.ts';
import { listVehicles } from '../../../api/contract/vehicles.ts';
import { call } from '../../../api/http.ts';

/**
 * Query keys of the reports feature: every key starts `['reports', accountId]` (the saved offline
 * cache versions this feature's data by that root, scripts/cache-version.ts).
 */
export const reportQueries = {
  all: (accountId: string) => ['reports', accountId] as const,
};

export interface ReportRange {
  /** ISO 8601 */
  from: string;
  to: string;
}

/** The vehicles a report can be about (observers: their assigned ones). */
export const reportVehiclesQuery = (accountId: string) =>
  queryOptions({
    queryKey: [...reportQueries.all(accountId), 'vehicles'],
    queryFn: ({ signal }) =>
      call(listVehicles, { query: { maxResultCount: 1000 }, signal }).then((r) => r.items),
    staleTime: 5 * 60_000,
  });

const rangeQuery = (r: ReportRange) => ({ fromDate: r.from, toDate: r.to });

export const tripsQuery = (accountId: string, vehicleId: string, range: ReportRange) =>
  queryOptions({
    queryKey: [...reportQueries.all(accountId), 'trips', vehicleId, range.from, range.to],
    queryFn: ({ signal }) =>
      call(getVehicleTrips, { query: { vehicleId, ...rangeQuery(range) }, signal }).then(
        (r) => r.items,
      ),
  });

export const stopsQuery = (accountId: string, vehicleId: string, range: ReportRange) =>
  queryOptions({
    queryKey: [...reportQueries.all(accountId), 'stops', vehicleId, range.from, range.to],
    queryFn: ({ signal }) =>
      call(getVehicleStops, { query: { vehicleId, ...rangeQuery(range) }, signal }).then(
        (r) => r.items,
      ),
  });

export const summaryQuery = (accountId: string, range: ReportRange) =>
  queryOptions({
    queryKey: [...reportQueries.all(accountId), 'summary', range.from, range.to],
    queryFn: ({ signal }) =>
      call(getFleetSummary, { query: rangeQuery(range), signal }).then((r) => r.items),
  });
