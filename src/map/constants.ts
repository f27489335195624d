import type { BaseLayerId, LonLat } from './types';

/** Spec part 2 §9: the fixed default centre, in Damascus. */
export const DEFAULT_CENTER: LonLat = { lat: 33.5138, lon: 36.2765 };
/** The spec pairs the default centre with zoom 10 when it is shown as an overview. */
export const DEFAULT_CENTER_ZOOM = 10;
/** Default zoom of map screens (live, history, routes, geo-zone detail). */
export const DEFAULT_ZOOM = 12;
/** Zoom once a vehicle is located. */
export const LOCATED_ZOOM = 17;
/** Used when the runtime configuration leaves a layer's maximum out. */
export const DEFAULT_MAX_ZOOM: Record<BaseLayerId, number> = { street: 22, satellite: 20 };
export const RESIZE_DEBOUNCE_MS = 200;
/** Spec part 2 §9: routes and stop points are white unless chosen otherwise. */
export const DEFAULT_ROUTE_COLOR = '#ffffff';
