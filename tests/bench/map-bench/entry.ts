// The benchmark page: a 1000×700 OpenLayers map (no tile layers: tiles are unreachable here and
// not what is measured) driven through the project's own layer code, `olKit` of src/map/ol/kit.ts
// and `planFitOrCenter` of src/map/fit-plan.ts, exactly as the map hooks call them.
import 'ol/ol.css';
import OlMap from 'ol/Map.js';
import View from 'ol/View.js';
import { fromLonLat } from 'ol/proj.js';
import { olKit } from 'map-bench:kit';
import type { VehicleMarker } from 'map-bench:kit';
import { planFitOrCenter } from 'map-bench:fit-plan';
import type { HistoryResult, MapBench, MarkerResult, PollTimings } from './api.ts';
import { fleet, historyPath, nextPoll, random } from './data.ts';

// The project's DEFAULT_ZOOM and LOCATED_ZOOM (src/map/constants.ts).
const ZOOM = 12;
const LOCATED_ZOOM = 17;
const HOME = fromLonLat([36.28, 33.51]);
const HISTORY_COLOR = '#1565c0';

const map = new OlMap({ target: 'map', view: new View({ center: HOME, zoom: ZOOM }) });

interface Canvas {
  getContext(id: '2d'): { getImageData(x: number, y: number, w: number, h: number): unknown };
}

/** Reads one pixel of each canvas: Chromium then rasters the drawing it may have deferred. */
function paint() {
  const viewport = map.getViewport() as unknown as {
    querySelectorAll(selector: string): Iterable<Canvas>;
  };
  for (const canvas of viewport.querySelectorAll('canvas')) {
    canvas.getContext('2d').getImageData(0, 0, 1, 1);
  }
}

/** Lets the browser paint and collect garbage between measures, as 5 s between polls would. */
const pause = () => new Promise((done) => setTimeout(done, 30));

function resetView() {
  map.getView().setCenter(HOME);
  map.getView().setZoom(ZOOM);
  map.renderSync();
}

async function markers(options: {
  vehicles: number;
  polls: number;
  warmUp: number;
}): Promise<MarkerResult> {
  resetView();
  const rand = random(2);
  const layer = olKit.markerLayer(map);
  layer.attach();
  let current = fleet(options.vehicles);
  layer.update(current);
  map.renderSync();
  paint();

  const run = async (share: number): Promise<PollTimings> => {
    const timings: PollTimings = { updated: [], applied: [], painted: [] };
    for (let i = -options.warmUp; i < options.polls; i++) {
      const poll = nextPoll(current, share, rand);
      current = poll;
      await pause();
      const start = performance.now();
      layer.update(poll);
      const updated = performance.now();
      map.renderSync();
      const applied = performance.now();
      paint();
      const painted = performance.now();
      if (i < 0) continue;
      timings.updated.push(updated - start);
      timings.applied.push(applied - start);
      timings.painted.push(painted - start);
    }
    return timings;
  };

  const allMoved = await run(1);
  const tenthMoved = await run(0.1);
  layer.detach();
  map.renderSync();
  return { shown: current.length, allMoved, tenthMoved };
}

let batch: { layer: ReturnType<typeof olKit.markerLayer>; polls: VehicleMarker[][] } | undefined;

function prepareBatch(options: { vehicles: number; polls: number }) {
  resetView();
  const rand = random(4);
  const layer = olKit.markerLayer(map);
  layer.attach();
  let current = fleet(options.vehicles);
  layer.update(current);
  map.renderSync();
  const polls: VehicleMarker[][] = [];
  for (let i = 0; i < options.polls; i++) polls.push((current = nextPoll(current, 1, rand)));
  batch = { layer, polls };
}

async function runBatch(work: boolean) {
  for (const poll of batch?.polls ?? []) {
    await pause();
    if (!work) continue;
    batch?.layer.update(poll);
    map.renderSync();
  }
  await pause();
}

function endBatch() {
  batch?.layer.detach();
  map.renderSync();
  batch = undefined;
}

async function history(options: { points: number; runs: number }): Promise<HistoryResult> {
  const path = historyPath(options.points);
  const result: HistoryResult = { points: path.length, drawn: [], painted: [], zoom: [] };
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
    paint();
    const painted = performance.now();
    line.detach();
    if (i < 0) continue;
    result.drawn.push(drawn - start);
    result.painted.push(painted - start);
    result.zoom.push(map.getView().getZoom() ?? Number.NaN);
  }
  return result;
}

const bench: MapBench = { markers, prepareBatch, runBatch, endBatch, history };
(globalThis as unknown as { mapBench: MapBench }).mapBench = bench;
