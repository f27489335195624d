import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { guid, idParams, noContent, pagedQuery, pagedResult, requiredName } from './common.ts';
import {
  distinctPoints,
  inRange,
  isWithinM,
  prepareLine,
  STOP_POINT_MAX_DISTANCE_M,
} from './geometry.ts';

// Routes ("lines") and their stop points, of the track account in the access token (spec part 2
// §3 "Route", §5, §7 "Routes"): owners only, with GoTrack.PathManagement on. Points travel as
// {longitudeX, latitudeY}; colours as "0xFF" + six hex digits (the spec's "#" replaced).

export const ROUTE_NAME_MAX = 64;
export const ROUTE_MAX_POINTS = 5000;
export const ROUTE_MAX_STOP_POINTS = 100;
/** Spec part 2 §9: the routes list asks for up to 1000; its dialogs for 100. */
export const ROUTES_PAGE_SIZE = 1000;

/** The spec's texts (part 2 §8) and the line rules, as the server answers them. */
export const ROUTE_MESSAGES = {
  lineTooShort: 'Please draw a route line with at least 2 points before adding stop points.',
  stopPointTooFar: `Stop point must be within ${STOP_POINT_MAX_DISTANCE_M} meters of the route line.`,
  pointOffMap: 'Every point must be on the map: latitude within ±90°, longitude within ±180°.',
  badColor: 'A colour is "0xFF" followed by six hexadecimal digits.',
  tooManyPoints: `A route line can have at most ${ROUTE_MAX_POINTS} points.`,
  tooManyStopPoints: `A route can have at most ${ROUTE_MAX_STOP_POINTS} stop points.`,
} as const;

/** The 20 colours routes and stop points are drawn in (spec §3); the default is white (§9). */
export const ROUTE_PALETTE = [
  '#FFFFFF',
  '#E53935',
  '#D81B60',
  '#8E24AA',
  '#5E35B1',
  '#3949AB',
  '#1E88E5',
  '#039BE5',
  '#00ACC1',
  '#00897B',
  '#43A047',
  '#7CB342',
  '#C0CA33',
  '#FDD835',
  '#FFB300',
  '#FB8C00',
  '#F4511E',
  '#6D4C41',
  '#757575',
  '#000000',
] as const;
export const DEFAULT_ROUTE_COLOR = '#FFFFFF';

/** "#1E88E5" ⇄ "0xFF1E88E5", as the API stores colours. */
export const toApiColor = (hex: string) => `0xFF${hex.replace(/^#/, '').toUpperCase()}`;
export const fromApiColor = (api: string) => `#${api.slice(4)}`;

export const apiColor = z.string().check(z.regex(/^0xFF[0-9A-Fa-f]{6}$/, ROUTE_MESSAGES.badColor));

export const routePoint = z.object({ longitudeX: z.number(), latitudeY: z.number() });
export type RoutePoint = z.infer<typeof routePoint>;
export const asLatLon = (p: RoutePoint) => ({ lat: p.latitudeY, lon: p.longitudeX });

const onMap = routePoint.check(z.refine((p) => inRange(asLatLon(p)), ROUTE_MESSAGES.pointOffMap));

export const stopPointInput = z.object({
  name: requiredName(ROUTE_NAME_MAX),
  hexColor: apiColor,
  point: onMap,
});
export type StopPointInput = z.input<typeof stopPointInput>;

/** Asks of many stop points whether each is close enough to the line (prepared once). */
export function nearLineCheck(line: readonly RoutePoint[]): (point: RoutePoint) => boolean {
  const prepared = prepareLine(line.map(asLatLon));
  return (point) => isWithinM(asLatLon(point), prepared, STOP_POINT_MAX_DISTANCE_M);
}

/** Whether a stop point is close enough to a line (of 2 points or more). */
export const nearLine = (point: RoutePoint, line: readonly RoutePoint[]) =>
  nearLineCheck(line)(point);

export const routeCreate = z
  .object({
    name: requiredName(ROUTE_NAME_MAX),
    hexColor: apiColor,
    line: z.array(onMap).check(z.maxLength(ROUTE_MAX_POINTS, ROUTE_MESSAGES.tooManyPoints)),
    stopPoints: z._default(
      z
        .array(stopPointInput)
        .check(z.maxLength(ROUTE_MAX_STOP_POINTS, ROUTE_MESSAGES.tooManyStopPoints)),
      [],
    ),
  })
  .check(
    z.refine((route) => distinctPoints(route.line.map(asLatLon)) >= 2, {
      message: ROUTE_MESSAGES.lineTooShort,
      path: ['line'],
      abort: true,
    }),
    z.refine(
      (route) => {
        const near = nearLineCheck(route.line);
        return route.stopPoints.every((stop) => near(stop.point));
      },
      { message: ROUTE_MESSAGES.stopPointTooFar, path: ['stopPoints'] },
    ),
  );
export type RouteCreate = z.input<typeof routeCreate>;

export const stopPoint = z.object({
  id: guid,
  name: z.string(),
  color: z.string(),
  point: routePoint,
});
export type StopPoint = z.infer<typeof stopPoint>;

export const route = z.object({
  id: guid,
  name: z.string(),
  color: z.string(),
  line: z.array(routePoint),
  stopPoints: z.array(stopPoint),
  creationTime: z.string(),
});
export type Route = z.infer<typeof route>;

/** Answers the new route. Takes an `Idempotency-Key`. */
export const createRoute = endpoint({
  method: 'POST',
  path: '/api/app/route',
  body: routeCreate,
  response: route,
});

export const getRoute = endpoint({
  method: 'GET',
  path: '/api/app/route/:id',
  params: idParams,
  response: route,
});

/** By name, each with its line and stop points. */
export const listRoutes = endpoint({
  method: 'GET',
  path: '/api/app/route',
  query: pagedQuery,
  response: pagedResult(route),
});

export const deleteRoute = endpoint({
  method: 'DELETE',
  path: '/api/app/route/:id',
  params: idParams,
  response: noContent,
});

/** Refused past 30 m from the route's line. Takes an `Idempotency-Key`. */
export const addStopPoint = endpoint({
  method: 'POST',
  path: '/api/app/route/:id/stopPointToRoute',
  params: idParams,
  body: stopPointInput,
  response: stopPoint,
});

export const listStopPoints = endpoint({
  method: 'GET',
  path: '/api/app/route/:id/stopPointsOnRoute',
  params: idParams,
  query: pagedQuery,
  response: pagedResult(stopPoint),
});

export const removeStopPoint = endpoint({
  method: 'DELETE',
  path: '/api/app/route/:id/stopPointFromRoute/:stopPointId',
  params: z.object({ id: guid, stopPointId: guid }),
  response: noContent,
});
