import { useEffect, useMemo } from 'react';
import { lazyModule } from './lazy-module';
import type { LonLat, MapPoint, OlMap } from './types';

// Loaded with the first zone or route shown (`ol-shapes` chunk), not with the live map.
const useShapesModule = lazyModule(() => import('./ol/ol-shapes'));

/** A zone's outline filled faintly in `color`, on its own layer. Under 3 points: nothing. */
export function usePolygon(map: OlMap, ring: readonly LonLat[], color = '#1e88e5'): void {
  const shapes = useShapesModule();
  const layer = useMemo(() => shapes?.createPolygonLayer(map), [shapes, map]);
  useEffect(() => {
    if (!layer) return;
    layer.attach();
    return () => layer.detach();
  }, [layer]);
  useEffect(() => layer?.update(ring, color), [layer, ring, color]);
}

/** Coloured dots with labels (stop points), above lines and zones. */
export function usePoints(map: OlMap, points: readonly MapPoint[]): void {
  const shapes = useShapesModule();
  const layer = useMemo(() => shapes?.createPointLayer(map), [shapes, map]);
  useEffect(() => {
    if (!layer) return;
    layer.attach();
    return () => layer.detach();
  }, [layer]);
  useEffect(() => layer?.update(points), [layer, points]);
}
