import { useEffect, useMemo } from 'react';
import { DEFAULT_ROUTE_COLOR } from './constants';
import { useMapKit } from './map-context';
import type { LonLat, OlMap } from './types';

/**
 * Draws `points` as one line (a vehicle history, a route) on its own layer, below the markers.
 * Fewer than two usable points clear the line (spec: an empty history clears it).
 */
export function usePolyline(
  map: OlMap,
  points: readonly LonLat[],
  color: string = DEFAULT_ROUTE_COLOR,
): void {
  const kit = useMapKit();
  const layer = useMemo(() => kit.polylineLayer(map), [kit, map]);
  useEffect(() => {
    layer.attach();
    return () => layer.detach();
  }, [layer]);
  useEffect(() => layer.update(points, color), [layer, points, color]);
}
