import type OlMap from 'ol/Map.js';
import { unByKey } from 'ol/Observable.js';

/** Resolves on the next change of any layer of `map` (at the latest after `ms`). */
function layerChange(map: OlMap, ms: number): Promise<void> {
  return new Promise((changed) => {
    const keys = map.getAllLayers().map((layer) => layer.once('change', () => done()));
    const timer = setTimeout(() => done(), ms);
    function done() {
      clearTimeout(timer);
      unByKey(keys);
      changed();
    }
  });
}

/**
 * Finishes drawing what the last `renderSync` started and returns the main-thread ms it took.
 * A WebGL layer builds its buffers in a worker and reports itself not ready until they are
 * back; the frame that then draws them is main-thread work of the poll too, so it is rendered
 * here (synchronously, timed) as soon as the layer announces them. Canvas layers are ready at
 * once: 0 ms.
 */
export async function finishDrawing(map: OlMap, timeoutMs = 5_000): Promise<number> {
  let spent = 0;
  const until = performance.now() + timeoutMs;
  while (map.getLoadingOrNotReady()) {
    const left = until - performance.now();
    if (left <= 0) throw new Error(`the map was not drawn within ${timeoutMs} ms`);
    await layerChange(map, left);
    if (map.getLoadingOrNotReady()) continue;
    // Microtasks run before the animation frame OpenLayers asked for: this render replaces it.
    const start = performance.now();
    map.renderSync();
    spent += performance.now() - start;
  }
  return spent;
}
