// What the benchmark page exposes on `globalThis.xlsxBench` (types shared with tests/bench/xlsx.ts).

export interface ReadRun {
  /** Wall-clock ms from `readVehiclesFile(file)` to its answer: worker start, SheetJS load, parse, mapping. */
  ms: number;
  /** Longest gap between 5 ms main-thread ticks meanwhile: how long the page could not respond. */
  longestBlockMs: number;
  ok: boolean;
  error?: string;
  vehicles: number;
  trackers: number;
  skipped: number;
}

export interface XlsxBench {
  /** Fetches `url` and reads it as the upload `name`, `runs` times. */
  read(url: string, name: string, runs: number): Promise<ReadRun[]>;
  /** Clicks the template download (the test saves the file through Playwright). */
  template(): Promise<boolean>;
}
