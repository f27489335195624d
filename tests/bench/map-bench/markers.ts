import type OlMap from 'ol/Map.js';
import WebGLVectorLayer from 'ol/layer/WebGLVector.js';
import { olKit } from 'map-bench:kit';
import type { VehicleMarker } from 'map-bench:kit';
import type { MarkerResult, PollTimings } from './api.ts';
import { fleet, nextPoll, random } from './data.ts';
import { finishDrawing } from './drawn.ts';
import { hits } from './hits.ts';

// The live-marker measures of the benchmark page, on the project's `olKit.markerLayer`.

/** Lets the browser paint and collect garbage between measures, as 5 s between polls would. */
export const pause = () => new Promise((done) => setTimeout(done, 30));

type Markers = ReturnType<typeof olKit.markerLayer>;

/** Applies `poll` and draws it; the main-thread ms of each step and the wall-clock latency. */
async function apply(map: OlMap, layer: Markers, poll: VehicleMarker[]) {
  const start = performance.now();
  layer.update(poll);
  const updated = performance.now() - start;
  map.renderSync();
  const rendered = performance.now() - start;
  const finished = await finishDrawing(map);
  return { updated, applied: rendered + finished, drawnAfter: performance.now() - start };
}

/** The kit swaps its WebGL layer in once a poll is large, from a lazy chunk: wait for it. */
async function settledLayer(map: OlMap) {
  for (let i = 0; i < 100; i++) {
    if (map.getAllLayers().some((l) => l instanceof WebGLVectorLayer)) return;
    await new Promise((done) => setTimeout(done, 50));
  }
}

export async function markers(
  map: OlMap,
  resetView: (zoom?: number) => void,
  options: { vehicles: number; polls: number; warmUp: number; labelZoom: number },
): Promise<MarkerResult> {
  resetView();
  const rand = random(2);
  const layer = olKit.markerLayer(map);
  layer.attach();
  let current = fleet(options.vehicles);
  layer.update(current);
  await settledLayer(map);
  map.renderSync();
  await finishDrawing(map);
  const webgl = map.getAllLayers().some((l) => l instanceof WebGLVectorLayer);

  const run = async (share: number): Promise<PollTimings> => {
    const timings: PollTimings = { updated: [], applied: [], drawnAfter: [] };
    for (let i = -options.warmUp; i < options.polls; i++) {
      const poll = nextPoll(current, share, rand);
      current = poll;
      await pause();
      const measured = await apply(map, layer, poll);
      if (i < 0) continue;
      timings.updated.push(measured.updated);
      timings.applied.push(measured.applied);
      timings.drawnAfter.push(measured.drawnAfter);
    }
    return timings;
  };

  const allMoved = await run(1);
  const tenthMoved = await run(0.1);
  // Zoomed in far enough for the names to show (the canvas label layer draws them).
  resetView(options.labelZoom);
  await finishDrawing(map);
  const labelled = await run(1);
  const hit = hits(map, current);
  layer.detach();
  map.renderSync();
  return {
    shown: current.length,
    renderer: webgl ? 'webgl' : 'canvas',
    allMoved,
    tenthMoved,
    labelled,
    hit,
  };
}

let batch: { layer: Markers; polls: VehicleMarker[][] } | undefined;

export async function prepareBatch(
  map: OlMap,
  resetView: () => void,
  options: { vehicles: number; polls: number },
) {
  resetView();
  const rand = random(4);
  const layer = olKit.markerLayer(map);
  layer.attach();
  let current = fleet(options.vehicles);
  layer.update(current);
  await settledLayer(map);
  map.renderSync();
  const polls: VehicleMarker[][] = [];
  for (let i = 0; i < options.polls; i++) polls.push((current = nextPoll(current, 1, rand)));
  batch = { layer, polls };
}

export async function runBatch(map: OlMap, work: boolean) {
  for (const poll of batch?.polls ?? []) {
    await pause();
    if (!work) continue;
    batch?.layer.update(poll);
    map.renderSync();
  }
  await pause();
}

export function endBatch(map: OlMap) {
  batch?.layer.detach();
  map.renderSync();
  batch = undefined;
}

/** Leaves `vehicles` markers shown at `zoom` (for a screenshot); returns once drawn. */
export async function show(
  map: OlMap,
  resetView: (zoom?: number) => void,
  vehicles: number,
  zoom: number,
) {
  resetView(zoom);
  const layer = olKit.markerLayer(map);
  layer.attach();
  // One vehicle in three without a heading: a dot instead of an arrow.
  layer.update(fleet(vehicles).map((v, i) => (i % 3 ? v : { ...v, heading: null })));
  await settledLayer(map);
  // Icons (the arrow texture) load asynchronously: draw again once they have.
  for (const wait of [0, 500]) {
    await new Promise((done) => setTimeout(done, wait));
    map.renderSync();
    await finishDrawing(map);
  }
}
