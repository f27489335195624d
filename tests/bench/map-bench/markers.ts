import type OlMap from 'ol/Map.js';
import WebGLVectorLayer from 'ol/layer/WebGLVector.js';
import { fromLonLat } from 'ol/proj.js';
import { olKit } from 'map-bench:kit';
import type { VehicleMarker } from 'map-bench:kit';
import type { MarkerResult, PollTimings } from './api.ts';
import { fleet, nextPoll, random } from './data.ts';
import { finishDrawing } from './drawn.ts';

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

/**
 * How many of `vehicles` (sampled) `forEachFeatureAtPixel` finds at their own pixel: their own
 * id, or that of a vehicle drawn over them (its position within a marker's radius).
 */
function hits(map: OlMap, vehicles: readonly VehicleMarker[]) {
  const pixelOf = (v: VehicleMarker) => map.getPixelFromCoordinate(fromLonLat([v.lon, v.lat]));
  const byId = new Map(vehicles.map((v) => [v.id, v]));
  const size = map.getSize() ?? [0, 0];
  const sample = vehicles.filter((v, i) => {
    const [x = -1, y = -1] = pixelOf(v);
    return i >= 0 && x > 20 && y > 20 && x < size[0]! - 20 && y < size[1]! - 20;
  });
  let found = 0;
  const missed: string[] = [];
  for (const v of sample) {
    const pixel = pixelOf(v);
    const id = map.forEachFeatureAtPixel(pixel, (feature) => feature.getId(), {
      hitTolerance: 6,
    });
    const other = typeof id === 'string' ? byId.get(id) : undefined;
    const [x = 0, y = 0] = other ? pixelOf(other) : [];
    const dx = Math.round(x - pixel[0]!);
    const dy = Math.round(y - pixel[1]!);
    if (id === v.id || (other && Math.hypot(dx, dy) <= 12)) found++;
    else missed.push(`${v.id} → ${String(id)}${other ? ` (${dx}, ${dy}) px away` : ''}`);
  }
  return { found, of: sample.length, missed };
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
  map.renderSync();
  await finishDrawing(map);
  const renderer = map.getAllLayers().some((l) => l instanceof WebGLVectorLayer)
    ? 'webgl'
    : 'canvas';

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
  return { shown: current.length, renderer, allMoved, tenthMoved, labelled, hit };
}

let batch: { layer: Markers; polls: VehicleMarker[][] } | undefined;

export function prepareBatch(
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
  layer.update(fleet(vehicles));
  map.renderSync();
  await finishDrawing(map);
  // Icons (the arrow texture) load asynchronously: draw again once they have.
  await new Promise((done) => setTimeout(done, 500));
  map.renderSync();
  await finishDrawing(map);
}
