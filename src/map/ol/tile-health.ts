import type OlMap from 'ol/Map';
import { unByKey } from 'ol/Observable';
import type { EventsKey } from 'ol/events';
import TileLayer from 'ol/layer/Tile';
import type TileSource from 'ol/source/Tile';

/**
 * Tiles failing in a row (none loading in between) before the map says they are unavailable:
 * one lost tile on a flaky network is not worth a notice, a view's worth of them is.
 */
export const FAILED_IN_A_ROW = 4;

/**
 * Calls `onChange(true)` once the base layers' tiles keep failing (offline without a saved copy,
 * the tile server down or blocked), and `onChange(false)` as soon as one loads again.
 */
export function watchTileHealth(map: OlMap, onChange: (failing: boolean) => void): () => void {
  let failedInARow = 0;
  let failing = false;
  const set = (next: boolean) => {
    if (next === failing) return;
    failing = next;
    onChange(next);
  };
  const keys: EventsKey[] = [];
  for (const layer of map.getLayers().getArray()) {
    if (!(layer instanceof TileLayer)) continue;
    const source = layer.getSource() as TileSource | null;
    if (!source) continue;
    keys.push(
      source.on('tileloaderror', () => {
        if (++failedInARow >= FAILED_IN_A_ROW) set(true);
      }),
      source.on('tileloadend', () => {
        failedInARow = 0;
        set(false);
      }),
    );
  }
  return () => unByKey(keys);
}
