import { useEffect, useState } from 'react';
import { watchTileHealth } from './ol/tile-health';
import type { OlMap } from './types';

export interface TileFallback {
  /** The base layer's tiles keep failing. */
  failing: boolean;
  /** The outline background is on the map. */
  outlines: boolean;
}

/**
 * Watches the tiles; while they fail, draws country outlines instead. The outlines (data and
 * layer, a few kB) load only then, never with the map's first paint.
 */
export function useTileFallback(map: OlMap): TileFallback {
  const [failing, setFailing] = useState(false);
  const [outlines, setOutlines] = useState(false);
  useEffect(() => watchTileHealth(map, setFailing), [map]);
  useEffect(() => {
    if (!failing) return;
    let remove: (() => void) | undefined;
    let live = true;
    import('./ol/outline-layer').then(
      ({ addOutlineLayer }) => {
        if (!live) return;
        remove = addOutlineLayer(map);
        setOutlines(true);
      },
      // Offline before the chunk was ever cached: the notice still says why the map is blank.
      (error: unknown) => console.error('map outlines failed to load', error),
    );
    return () => {
      live = false;
      remove?.();
      setOutlines(false);
    };
  }, [map, failing]);
  return { failing, outlines };
}
