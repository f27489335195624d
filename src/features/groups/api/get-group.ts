import { queryOptions } from '@tanstack/react-query';
import { getVehicleGroup } from '../../../api/contract/vehicle-groups.ts';
import { call } from '../../../api/http.ts';
import { groupQueries } from './query-keys';

/** GET /api/app/vehicleGroup/{id}. */
export const groupQuery = (accountId: string, id: string) =>
  queryOptions({
    queryKey: groupQueries.detail(accountId, id),
    queryFn: ({ signal }) => call(getVehicleGroup, { params: { id }, signal }),
  });
