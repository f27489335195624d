import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  ALERT_GROUPS_PAGE_SIZE,
  ALERT_VEHICLES_PAGE_SIZE,
  listAlertVehicleGroups,
  listAlertVehicles,
} from '../../../api/contract/alerts.ts';
import { call } from '../../../api/http.ts';
import { nextSkip } from './paging';
import { alertQueries } from './query-keys';

export type TargetKind = 'vehicles' | 'groups';

/** Spec part 2 §9: an alert's vehicles 100 a page, its groups 10 a page. */
const lists = {
  vehicles: { endpoint: listAlertVehicles, size: ALERT_VEHICLES_PAGE_SIZE },
  groups: { endpoint: listAlertVehicleGroups, size: ALERT_GROUPS_PAGE_SIZE },
} as const;

/** GET /alertDefinition/{id}/vehicles or /vehicleGroups, page after page. */
export const alertTargetsQuery = (accountId: string, id: string, kind: TargetKind) =>
  infiniteQueryOptions({
    queryKey: alertQueries.targets(accountId, id, kind),
    queryFn: ({ pageParam, signal }) =>
      call(lists[kind].endpoint, {
        params: { id },
        query: { skipCount: pageParam, maxResultCount: lists[kind].size },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextSkip,
  });
