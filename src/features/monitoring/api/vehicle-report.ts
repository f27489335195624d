import { queryOptions } from '@tanstack/react-query';
import { getVehicleReport } from '../../../api/contract/monitoring.ts';
import { call } from '../../../api/http.ts';
import { monitoringQueries } from './query-keys';

/**
 * GET /api/app/vehicleReport/vehicleDistanceAverageAndMaxSpeedReport with ignoreSpeedUnder 0, as
 * the live screens send it (spec part 2 §7). Distance in km, speeds in km/h.
 */
export const vehicleReportQuery = (
  accountId: string,
  vehicleId: string,
  from: string,
  to: string,
) =>
  queryOptions({
    queryKey: monitoringQueries.report(accountId, vehicleId, from, to),
    queryFn: ({ signal }) =>
      call(getVehicleReport, {
        query: { vehicleId, fromDate: from, toDate: to, ignoreSpeedUnder: 0 },
        signal,
      }),
  });
