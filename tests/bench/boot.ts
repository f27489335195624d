// `npm run bench:boot` (issue 19): how soon a slow phone shows something, on the production build
// served by the real server (`npm run build` first; `SIZE_DIST` points at a side build).
//   cold    first visit to `/`: first contentful paint of the sign-in screen   ≤ 8 s
//           and the bytes on the wire before it                                 ≤ 135 kB
//   repeat  /main again with the service worker active and the data saved:
//           the live map drawn from what the device holds                       ≤ 2 s
// Chromium with DevTools' "Slow 3G" (2,000 ms latency, 50,000 bytes/s down and up) and a 4×
// slower CPU, 412 × 823. Median of 3 each; the request chain of the median run is printed (each
// request's start → end after navigation) so the round trips show. Exits 1 when over budget.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withChromium } from './size/browser.ts';
import { dist } from './size/dist-files.ts';
import {
  FIRST_START_TIMEOUT_MS,
  freePort,
  origin,
  startServer,
  stopServer,
} from './size/server.ts';
import { coldSignIn } from './boot/cold.ts';
import type { ColdRun } from './boot/cold.ts';
import { CPU_SLOWDOWN, SLOW_3G, chainLines } from './boot/network.ts';
import { preparedContext, repeatMap } from './boot/repeat.ts';
import type { RepeatRun } from './boot/repeat.ts';

const RUNS = 3;
const BUDGET_FCP_MS = 8_000;
const BUDGET_BYTES = 135_000;
const BUDGET_MAP_MS = 2_000;

const median = <T>(runs: T[], by: (run: T) => number): T =>
  [...runs].sort((a, b) => by(a) - by(b))[Math.floor(runs.length / 2)]!;

function report(base: string, cold: ColdRun[], repeat: RepeatRun[]): boolean {
  const c = median(cold, (r) => r.fcp);
  const bytes = median(cold, (r) => r.bytesBeforeFcp).bytesBeforeFcp;
  const r = median(repeat, (x) => x.drawn);
  console.log(
    `Throttle: latency ${SLOW_3G.latency} ms, ${SLOW_3G.downloadThroughput} B/s down, ` +
      `${SLOW_3G.uploadThroughput} B/s up, CPU ×${CPU_SLOWDOWN}, 412 × 823, median of ${RUNS}\n`,
  );
  console.log(`Cold sign-in ("${c.heading}"), runs: ${cold.map((x) => x.fcp).join(', ')} ms`);
  console.log(
    chainLines(
      c.exchanges.filter((x) => x.start <= c.fcp),
      base,
    ).join('\n'),
  );
  console.log(
    `\nRepeat /main with the service worker, runs: ${repeat.map((x) => x.drawn).join(', ')} ms`,
  );
  if (!r.workerThrottled) console.log('  note: the service worker could not be throttled');
  console.log(
    chainLines(
      r.exchanges.filter((x) => x.start <= r.drawn),
      base,
    ).join('\n'),
  );
  const firstAnswer =
    r.firstNetworkAnswer === undefined ? 'none yet' : `${r.firstNetworkAnswer} ms`;
  const beforeNetwork = r.firstNetworkAnswer === undefined || r.drawn < r.firstNetworkAnswer;
  const rows: [string, string, string, boolean][] = [
    ['Sign-in FCP, cold', `${c.fcp} ms`, '≤ 8000 ms', c.fcp <= BUDGET_FCP_MS],
    [
      'Bytes on the wire before FCP',
      `${(bytes / 1000).toFixed(1)} kB`,
      '≤ 135.0 kB',
      bytes <= BUDGET_BYTES,
    ],
    ['Repeat /main: map drawn', `${r.drawn} ms`, '≤ 2000 ms', r.drawn <= BUDGET_MAP_MS],
    ['  … before any network answer', `first at ${firstAnswer}`, 'drawn first', beforeNetwork],
  ];
  console.log('');
  for (const [name, value, budget, ok] of rows) {
    console.log(
      `${name.padEnd(32)} ${value.padStart(16)}  ${budget.padEnd(12)} ${ok ? 'PASS' : 'FAIL'}`,
    );
  }
  return rows.every((row) => row[3]);
}

async function main(): Promise<number> {
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`${dist}/index.html is missing: run \`npm run build\` first.`);
    return 1;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'gotrack-boot-'));
  const port = await freePort();
  const { child } = await startServer(port, dataDir, FIRST_START_TIMEOUT_MS);
  try {
    const base = origin(port);
    return await withChromium(async (browser) => {
      const cold: ColdRun[] = [];
      for (let i = 0; i < RUNS; i++) cold.push(await coldSignIn(browser, base));
      const context = await preparedContext(browser, base);
      const repeat: RepeatRun[] = [];
      for (let i = 0; i < RUNS; i++) repeat.push(await repeatMap(browser, context, base));
      await context.close();
      return report(base, cold, repeat) ? 0 : 1;
    });
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
