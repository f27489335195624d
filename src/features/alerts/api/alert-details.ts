import { queryOptions } from '@tanstack/react-query';
import { ALERT_DIALOG_PAGE_SIZE, type AlertType } from '../../../api/contract/alerts.ts';
import {
  exceedingSpeedAlerts,
  jobTimeAlerts,
  listEnteringZoneAlertZones,
  listExitingRouteAlertRoutes,
  listExitingZoneAlertZones,
} from '../../../api/contract/alert-families.ts';
import { call } from '../../../api/http.ts';
import { alertQueries } from './query-keys';

// What an opened panel loads (spec part 2 §2: "max speed, loaded when the panel opens"): the
// family's own fields, or the zones / routes the alert watches (ids for the show dialogs).

/** GET …/exceedingSpeedAlertDefinition/{id} (maxSpeed) or …/jobTimeAlertDefinition/{id}. */
export const speedDetailQuery = (accountId: string, id: string) =>
  queryOptions({
    queryKey: [...alertQueries.detail(accountId, id), 'speed'],
    queryFn: ({ signal }) => call(exceedingSpeedAlerts.get, { params: { id }, signal }),
  });

export const jobTimeDetailQuery = (accountId: string, id: string) =>
  queryOptions({
    queryKey: [...alertQueries.detail(accountId, id), 'job-time'],
    queryFn: ({ signal }) => call(jobTimeAlerts.get, { params: { id }, signal }),
  });

const placeLists = {
  EnteringZone: listEnteringZoneAlertZones,
  ExitingZone: listExitingZoneAlertZones,
  ExitingRoute: listExitingRouteAlertRoutes,
} as const;
export type PlaceAlertType = keyof typeof placeLists;
export const hasPlaces = (type: AlertType): type is PlaceAlertType => type in placeLists;

/** The zones (entering/exiting zone) or routes (exiting route) of one alert: 100 (spec §9). */
export const placesQuery = (accountId: string, id: string, type: PlaceAlertType) =>
  queryOptions({
    queryKey: alertQueries.places(accountId, id),
    queryFn: ({ signal }) =>
      call(placeLists[type], {
        params: { id },
        query: { skipCount: 0, maxResultCount: ALERT_DIALOG_PAGE_SIZE },
        signal,
      }),
  });
