// The benchmark page: a 1000×700 OpenLayers map (no tile layers: tiles are unreachable here and
// not what is measured) driven through the project's own layer code, `olKit` of src/map/ol/kit.ts
// and `planFitOrCenter` of src/map/fit-plan.ts, exactly as the map hooks call them.
import 'ol/ol.css';
import OlMap from 'ol/Map.js';
import View from 'ol/View.js';
import { fromLonLat } from 'ol/proj.js';
import { olKit } from 'map-bench:kit';
import { planFitOrCenter } from 'map-bench:fit-plan';
import type { HistoryResult, MapBench } from './api.ts';
import { historyPath } from './data.ts';
import { endBatch, markers, pause, prepareBatch, runBatch, show } from './markers.ts';

// The project's DEFAULT_ZOOM and LOCATED_ZOOM (src/map/constants.ts).
const ZOOM = 12;
const LOCATED_ZOOM = 17;
const HOME = fromLonLat([36.28, 33.51]);
const HISTORY_COLOR = '#1565c0';

const map = new OlMap({ target: 'map', view: new View({ center: HOME, zoom: ZOOM }) });

function resetView(zoom = ZOOM) {
  map.getView().setCenter(HOME);
  map.getView().setZoom(zoom);
  map.renderSync();
}

async function history(options: { points: number; runs: number }): Promise<HistoryResult> {
  const path = historyPath(options.points);
  const result: HistoryResult = { points: path.length, drawn: [], zoom: [] };
  // The kit loads the line's code with the first line drawn: loaded before anything is timed.
  const first = olKit.polylineLayer(map);
  first.attach();
  first.update(path.slice(0, 2), HISTORY_COLOR);
  for (let i = 0; i < 100 && map.getAllLayers().length === 0; i++) await pause();
  first.detach();
  // One warm-up run, then `runs` measured ones, each on a fresh layer from the default view.
  for (let i = -1; i < options.runs; i++) {
    resetView();
    const line = olKit.polylineLayer(map);
    line.attach();
    await pause();
    const start = performance.now();
    line.update(path, HISTORY_COLOR);
    const plan = planFitOrCenter(path, LOCATED_ZOOM);
    if (plan) olKit.fitOrCenter(map, plan, () => undefined);
    map.renderSync();
    const drawn = performance.now();
    line.detach();
    if (i < 0) continue;
    result.drawn.push(drawn - start);
    result.zoom.push(map.getView().getZoom() ?? Number.NaN);
  }
  return result;
}

const bench: MapBench = {
  markers: (options) => markers(map, resetView, options),
  prepareBatch: (options) => prepareBatch(map, resetView, options),
  runBatch: (work) => runBatch(map, work),
  endBatch: () => endBatch(map),
  history,
  show: (vehicles, zoom) => show(map, resetView, vehicles, zoom),
};
(globalThis as unknown as { mapBench: MapBench }).mapBench = bench;
