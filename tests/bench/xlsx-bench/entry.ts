// The benchmark page: the project's own main-thread API (`readVehiclesFile`), which starts the
// real module worker (xlsx.worker.ts) exactly as the Excel step will.
import { downloadVehiclesTemplate, readVehiclesFile } from 'xlsx-bench:read';
import type { ReadRun, XlsxBench } from './api.ts';

async function readOnce(bytes: ArrayBuffer, name: string): Promise<ReadRun> {
  // A copy per run: the worker takes ownership of (transfers) the buffer it is given.
  const file = new File([new Uint8Array(bytes.slice(0))], name);
  let last = performance.now();
  let longestBlockMs = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    longestBlockMs = Math.max(longestBlockMs, now - last);
    last = now;
  }, 5);
  const start = performance.now();
  const result = await readVehiclesFile(file);
  const ms = performance.now() - start;
  clearInterval(tick);
  longestBlockMs = Math.max(longestBlockMs, performance.now() - last);
  return result.ok
    ? {
        ms,
        longestBlockMs,
        ok: true,
        vehicles: result.vehicles.length,
        trackers: result.trackers,
        skipped: result.skipped,
      }
    : { ms, longestBlockMs, ok: false, error: result.error, vehicles: 0, trackers: 0, skipped: 0 };
}

const bench: XlsxBench = {
  async read(url, name, runs) {
    const bytes = await (await fetch(url)).arrayBuffer();
    const results: ReadRun[] = [];
    for (let i = 0; i < runs; i++) results.push(await readOnce(bytes, name));
    return results;
  },
  template: () => downloadVehiclesTemplate(),
};
(globalThis as unknown as { xlsxBench: XlsxBench }).xlsxBench = bench;
