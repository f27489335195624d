import { queryOptions } from '@tanstack/react-query';
import { getVehicleHistory, type PositionValue } from '../../../api/contract/monitoring.ts';
import { call } from '../../../api/http.ts';
import { monitoringQueries } from './query-keys';

/**
 * GET /api/app/monitoring/vehicleHistory: the positions between `from` and `to` (ISO strings,
 * seconds zeroed by the caller), oldest first. Kept in the persisted cache, so a history viewed
 * once can be viewed again offline.
 */
export const vehicleHistoryQuery = (
  accountId: string,
  vehicleId: string,
  from: string,
  to: string,
) =>
  queryOptions({
    queryKey: monitoringQueries.history(accountId, vehicleId, from, to),
    queryFn: async ({ signal }): Promise<PositionValue[]> => {
      const series = await call(getVehicleHistory, {
        query: { vehicleId, fromDate: from, toDate: to },
        signal,
      });
      return series.flatMap((s) => s.values);
    },
    // A past range does not change; only "refresh" or a new range asks again.
    staleTime: Infinity,
  });
