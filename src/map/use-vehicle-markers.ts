import { useEffect, useMemo } from 'react';
import { useMapKit } from './map-context';
import type { OlMap, VehicleMarker } from './types';

/**
 * Shows vehicles as markers on one vector layer. Each update moves, restyles, adds or removes
 * only what changed; features are never rebuilt (a live poll runs every 5 s for up to 1,000
 * vehicles). Feature ids are the vehicle ids, for hit detection.
 */
export function useVehicleMarkers(map: OlMap, vehicles: readonly VehicleMarker[]): void {
  const kit = useMapKit();
  // Built in render but added to the map only in the effect, so a discarded render leaks nothing.
  const layer = useMemo(() => kit.markerLayer(map), [kit, map]);
  useEffect(() => {
    layer.attach();
    return () => layer.detach();
  }, [layer]);
  useEffect(() => layer.update(vehicles), [layer, vehicles]);
}
