// What the benchmark page exposes on `globalThis.mapBench` (types shared with tests/bench/map.ts).

export interface PollTimings {
  /** Main-thread ms of `markers.update(poll)` alone. */
  updated: number[];
  /**
   * Main-thread ms of `markers.update(poll)` + `map.renderSync()`, one per poll, plus the render
   * that draws the buffers a WebGL layer builds in a worker meanwhile (the poll is then shown).
   */
  applied: number[];
  /** Wall-clock ms from `update` until the poll is drawn (worker time included); informative. */
  drawnAfter: number[];
}

export interface MarkerResult {
  shown: number;
  /** Which marker layer `olKit.markerLayer` chose. */
  renderer: 'webgl' | 'canvas';
  /** Every vehicle has moved and turned since the last poll (the worst case). */
  allMoved: PollTimings;
  /** About one vehicle in ten has moved. */
  tenthMoved: PollTimings;
  /** All moved, zoomed in so that the names show. */
  labelled: PollTimings;
  /** Sampled vehicles found by id by `map.forEachFeatureAtPixel` at their own pixel. */
  hit: { found: number; of: number; missed: string[] };
}

export interface HistoryResult {
  points: number;
  /** Main-thread ms of `polyline.update` + the fit of the view + `map.renderSync()`. */
  drawn: number[];
  /** The view's zoom after each fit (the fit must have been applied within the measure). */
  zoom: number[];
}

export interface MapBench {
  markers(options: {
    vehicles: number;
    polls: number;
    warmUp: number;
    labelZoom: number;
  }): Promise<MarkerResult>;
  /** Shows the vehicles and computes `polls` polls where all move, for `runBatch`. */
  prepareBatch(options: { vehicles: number; polls: number }): Promise<void>;
  /** Applies the prepared polls 30 ms apart (`work`), or only waits as long (the baseline). */
  runBatch(work: boolean): Promise<void>;
  endBatch(): void;
  history(options: { points: number; runs: number }): Promise<HistoryResult>;
  /** Leaves `vehicles` markers drawn at `zoom`, for a screenshot. */
  show(vehicles: number, zoom: number): Promise<void>;
}
