import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { guid, idParams, pagedQuery, pagedResult } from './common.ts';
import {
  alertDefinition,
  jobTimeAlertCreate,
  jobTimeAlertDefinition,
  routeAlertCreate,
  speedAlertCreate,
  speedAlertDefinition,
  zoneAlertCreate,
} from './alerts.ts';

// The five alert families of spec part 2 §7 "Alert definitions": each has its own create, get
// and list, and the zone and route families list what they watch. The rest: alerts.ts.

/** One family's create / get / list (§7): the create answers the new id as text (ABP). */
function family<C extends z.core.$ZodType, D extends z.core.$ZodType>(
  path: string,
  create: C,
  detail: D,
) {
  return {
    create: endpoint({ method: 'POST', path, body: create, response: guid, responseType: 'text' }),
    get: endpoint({ method: 'GET', path: `${path}/:id`, params: idParams, response: detail }),
    list: endpoint({ method: 'GET', path, query: pagedQuery, response: pagedResult(detail) }),
  };
}

export const enteringZoneAlerts = family(
  '/api/app/enteringZoneAlertDefinition',
  zoneAlertCreate,
  alertDefinition,
);
export const exitingZoneAlerts = family(
  '/api/app/exitingZoneAlertDefinition',
  zoneAlertCreate,
  alertDefinition,
);
export const exceedingSpeedAlerts = family(
  '/api/app/exceedingSpeedAlertDefinition',
  speedAlertCreate,
  speedAlertDefinition,
);
export const jobTimeAlerts = family(
  '/api/app/jobTimeAlertDefinition',
  jobTimeAlertCreate,
  jobTimeAlertDefinition,
);
export const exitingRouteAlerts = family(
  '/api/app/exitingRouteAlertDefinition',
  routeAlertCreate,
  alertDefinition,
);

/** The zones of a zone alert (`GET …/{id}/geoZones`): ids and names; the dialog loads outlines. */
export const alertPlace = z.object({ id: guid, name: z.string() });
export const listEnteringZoneAlertZones = endpoint({
  method: 'GET',
  path: '/api/app/enteringZoneAlertDefinition/:id/geoZones',
  params: idParams,
  query: pagedQuery,
  response: pagedResult(alertPlace),
});
export const listExitingZoneAlertZones = endpoint({
  method: 'GET',
  path: '/api/app/exitingZoneAlertDefinition/:id/geoZones',
  params: idParams,
  query: pagedQuery,
  response: pagedResult(alertPlace),
});
export const listExitingRouteAlertRoutes = endpoint({
  method: 'GET',
  path: '/api/app/exitingRouteAlertDefinition/:id/routes',
  params: idParams,
  query: pagedQuery,
  response: pagedResult(alertPlace),
});
