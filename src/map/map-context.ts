import { createContext, useContext } from 'react';
import type { MapKit, OlMap } from './types';

export interface MapContextValue {
  map: OlMap;
  kit: MapKit;
}

/** Provided by the map view to its children; null outside a map. */
export const MapContext = createContext<MapContextValue | null>(null);

function useMapContext(hook: string): MapContextValue {
  const value = useContext(MapContext);
  if (!value) throw new Error(`${hook} must be used inside <LazyMap>`);
  return value;
}

/** The OpenLayers map of the enclosing `<LazyMap>`. */
export function useOlMap(): OlMap {
  return useMapContext('useOlMap').map;
}

export function useMapKit(): MapKit {
  return useMapContext('a map layer hook').kit;
}
