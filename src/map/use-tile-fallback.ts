import { useEffect, useState } from 'react';
import { watchTileHealth } from './ol/tile-health';
import type { OlMap } from './types';

export interface TileFallback {
  /** The base layer's tiles keep failing. */
  failing: boolean;
  /** The outline sets on the map ("countries governorates"), or null while there are none. */
  outlines: string | null;
}

/**
 * Watches the tiles; while they fail, draws country and governorate outlines instead. The
 * outlines (data and layer, a few kB) load only then, never with the map's first paint.
 */
export function useTileFallback(map: OlMap): TileFallback {
  const [failing, setFailing] = useState(false);
  const [outlines, setOutlines] = useState<string | null>(null);
  useEffect(() => watchTileHealth(map, setFailing), [map]);
  useEffect(() => {
    if (!failing) return;
    let remove: (() => void) | undefined;
    let live = true;
    import('./ol/outline-layer').then(
      ({ addOutlineLayer, OUTLINE_SETS }) => {
        if (!live) return;
        remove = addOutlineLayer(map);
        setOutlines(OUTLINE_SETS);
      },
      // Offline before the chunk was ever cached: the notice still says why the map is blank.
      (error: unknown) => console.error('map outlines failed to load', error),
    );
    return () => {
      live = false;
      remove?.();
      setOutlines(null);
    };
  }, [map, failing]);
  return { failing, outlines };
}
