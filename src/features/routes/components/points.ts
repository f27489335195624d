import type { RoutePoint } from '../../../api/contract/routes.ts';
import type { LonLat } from '../../../map';

/** The map speaks {lat, lon}, the API {longitudeX, latitudeY} (the other way: `asLatLon`). */
export const toRoutePoint = (p: LonLat): RoutePoint => ({ longitudeX: p.lon, latitudeY: p.lat });
