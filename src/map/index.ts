// The map's public API. Nothing here loads OpenLayers: `LazyMap` fetches it on first render and
// the layer hooks get their OpenLayers side through the map context. Still, import `src/map`
// only from code behind a lazy route, never from the first screen.
export { LazyMap } from './lazy-map';
export { useOlMap } from './map-context';
export { useVehicleMarkers } from './use-vehicle-markers';
export { usePolyline } from './use-polyline';
export { usePolygon, usePoints } from './use-shapes';
export { useDrawing } from './use-drawing';
export type { DrawOptions } from './use-drawing';
export { useFitOrCenter } from './use-fit-or-center';
export type { FitOrCenterOptions } from './use-fit-or-center';
export { planFitOrCenter } from './fit-plan';
export type { FitTarget } from './fit-plan';
export {
  DEFAULT_CENTER,
  DEFAULT_CENTER_ZOOM,
  DEFAULT_MAX_ZOOM,
  DEFAULT_ROUTE_COLOR,
  DEFAULT_ZOOM,
  LOCATED_ZOOM,
  RESIZE_DEBOUNCE_MS,
} from './constants';
export type {
  BaseLayerId,
  DrawControls,
  DrawMode,
  LonLat,
  MapPoint,
  MapViewProps,
  OlMap,
  VehicleMarker,
} from './types';
