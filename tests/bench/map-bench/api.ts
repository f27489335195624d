// What the benchmark page exposes on `globalThis.mapBench` (types shared with tests/bench/map.ts).

export interface PollTimings {
  /** Main-thread ms of `markers.update(poll)` alone. */
  updated: number[];
  /** Main-thread ms of `markers.update(poll)` + `map.renderSync()`, one per poll. */
  applied: number[];
  /** The same plus reading one pixel of each canvas, which forces Chromium to raster. */
  painted: number[];
}

export interface MarkerResult {
  shown: number;
  /** Every vehicle has moved and turned since the last poll (the worst case). */
  allMoved: PollTimings;
  /** About one vehicle in ten has moved. */
  tenthMoved: PollTimings;
}

export interface HistoryResult {
  points: number;
  /** Main-thread ms of `polyline.update` + the fit of the view + `map.renderSync()`. */
  drawn: number[];
  /** The same plus reading one pixel of each canvas. */
  painted: number[];
  /** The view's zoom after each fit (the fit must have been applied within the measure). */
  zoom: number[];
}

export interface MapBench {
  markers(options: { vehicles: number; polls: number; warmUp: number }): Promise<MarkerResult>;
  /** Shows the vehicles and computes `polls` polls where all move, for `runBatch`. */
  prepareBatch(options: { vehicles: number; polls: number }): void;
  /** Applies the prepared polls 30 ms apart (`work`), or only waits as long (the baseline). */
  runBatch(work: boolean): Promise<void>;
  endBatch(): void;
  history(options: { points: number; runs: number }): Promise<HistoryResult>;
}
