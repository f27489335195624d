// `node tests/bench/map.ts`: the map budgets of issue 4, measured in Chromium on the project's own
// OpenLayers layer code (src/map/ol), bundled into a small page (tests/bench/map-bench) by Vite.
//   (1) "one live poll for 1,000 vehicles costs ≤ 8 ms of main-thread time to apply to the map
//       (median)": 1,000 labelled markers are shown, then each poll is timed from
//       `markers.update(poll)` to the end of `map.renderSync()`. The budget applies to the worst
//       case, every vehicle moved and turned; a poll where ~10 % moved is shown beside it.
//       `VEHICLES=5000`: issue 19's large fleet, 5,000 vehicles in ≤ 16 ms.
//   (2) "a 24-hour history of 86,400 points draws in ≤ 200 ms" (median of 7 runs, each on a fresh layer): timed
//       from `polyline.update(points)` through the fit of the view to the line (as the history
//       screen does, reduced motion so it applies at once) to the end of `map.renderSync()`.
// The page measures with performance.now() on a 1000×700 map without tile layers. Beside it,
// informative: Chromium's main-thread CPU time per poll, paint and raster of the frame included.
// Exits 1 when a figure is over its budget or could not be measured.
import { readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { Page } from 'playwright';
import { build } from 'vite';
import type { MapBench } from './map-bench/api.ts';
import { withChromium } from './size/browser.ts';
import { root } from './size/dist-files.ts';

/** `VEHICLES=5000 npm run bench:map`: the fleet size; issue 19 budgets 5,000 vehicles at 16 ms. */
const VEHICLES = Number(process.env.VEHICLES ?? 1_000);
const POLL_BUDGET_MS = VEHICLES > 1_000 ? 16 : 8;
const HISTORY_BUDGET_MS = 200;
const POLLS = 40;
const HISTORY_POINTS = 86_400;
const HISTORY_RUNS = 7;
/** The project's LABEL_MIN_ZOOM (src/map/ol/marker-labels.ts): names show from there on. */
const LABEL_ZOOM = 15;

async function buildPage(outDir: string): Promise<void> {
  await build({
    root: join(root, 'tests/bench/map-bench'),
    configFile: false,
    logLevel: 'warn',
    resolve: {
      alias: {
        'map-bench:kit': join(root, 'src/map/ol/kit.ts'),
        'map-bench:fit-plan': join(root, 'src/map/fit-plan.ts'),
      },
    },
    build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** Serves the built page on a free port of 127.0.0.1. */
async function serve(dir: string) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dir, path === '/' ? 'index.html' : path);
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, {
            'content-type': TYPES[extname(file)] ?? '',
            // MAP_BENCH_CSP=1: the app's worker policy, without `blob:` (checks the fallback).
            ...(process.env.MAP_BENCH_CSP
              ? { 'content-security-policy': "worker-src 'self'" }
              : {}),
          })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function stats(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5) ?? Number.NaN, p95: at(0.95) ?? Number.NaN };
}

const f = (ms: number) => `${ms.toFixed(1)} ms`;
const line = (name: string, ms: number[]) => {
  const { median, p95 } = stats(ms);
  return `${name.padEnd(36)} median ${f(median).padStart(9)}   p95 ${f(p95).padStart(9)}`;
};

/** Prints the budget line; true when the median is within it. */
function verdict(figure: string, ms: number[], budget: number): boolean {
  const { median } = stats(ms);
  const ok = ms.length > 0 && median <= budget;
  console.log(`${ok ? 'OK  ' : 'OVER'}  ${figure}: median ${f(median)} (budget ≤ ${budget} ms)`);
  return ok;
}

/**
 * Main-thread CPU time per poll, from Chromium's own `ThreadTime` metric: unlike wall-clock time
 * it does not grow when other processes take the CPU, and it includes the frame's paint and
 * raster that follow `renderSync`. Less the same batch with the work left out (timers, idle).
 */
async function cpuPerPoll(page: Page, polls: number): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const threadTime = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')
      ?.value ?? Number.NaN;
  const bench = (work: boolean) =>
    page.evaluate(
      (w) => (globalThis as unknown as { mapBench: MapBench }).mapBench.runBatch(w),
      work,
    );
  await page.evaluate(
    (o) => (globalThis as unknown as { mapBench: MapBench }).mapBench.prepareBatch(o),
    { vehicles: VEHICLES, polls },
  );
  const t0 = await threadTime();
  await bench(false);
  const t1 = await threadTime();
  await bench(true);
  const t2 = await threadTime();
  await page.evaluate(() => (globalThis as unknown as { mapBench: MapBench }).mapBench.endBatch());
  await cdp.detach();
  return ((t2 - t1 - (t1 - t0)) * 1000) / polls;
}

/** With MAP_BENCH_SCREENSHOT=dir: the 1,000 markers at the default zoom and zoomed in. */
async function screenshot(page: Page): Promise<void> {
  const dir = process.env.MAP_BENCH_SCREENSHOT;
  if (!dir) return;
  for (const zoom of [12, LABEL_ZOOM + 1]) {
    await page.evaluate(
      (o) => (globalThis as unknown as { mapBench: MapBench }).mapBench.show(o.vehicles, o.zoom),
      { vehicles: VEHICLES, zoom },
    );
    const path = join(dir, `map-bench-zoom-${zoom}.png`);
    await page.locator('#map').screenshot({ path });
    console.log(`screenshot: ${path}`);
  }
}

async function main(): Promise<number> {
  const outDir = mkdtempSync(join(tmpdir(), 'gotrack-map-bench-'));
  try {
    await buildPage(outDir);
    const { server, origin } = await serve(outDir);
    try {
      return await measure(origin);
    } finally {
      server.close();
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

async function measure(origin: string): Promise<number> {
  return withChromium(async (browser) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(origin);
    await page.waitForFunction(() => 'mapBench' in globalThis, null, { timeout: 30_000 });

    const markers = await page.evaluate(
      (options) => (globalThis as unknown as { mapBench: MapBench }).mapBench.markers(options),
      { vehicles: VEHICLES, polls: POLLS, warmUp: 5, labelZoom: LABEL_ZOOM },
    );
    console.log(
      `\n(1) one live poll applied to ${markers.shown} vehicle markers (${markers.renderer}), ${POLLS} polls`,
    );
    for (const [name, t] of [
      ['all moved', markers.allMoved],
      ['~10 % moved', markers.tenthMoved],
      [`all moved, zoom ${LABEL_ZOOM} (names shown)`, markers.labelled],
    ] as const) {
      console.log(line(`  ${name}`, t.applied));
      console.log(line('    of which update()', t.updated));
      console.log(line('    drawn after (wall clock, worker incl.)', t.drawnAfter));
    }
    console.log(
      `  hit detection: ${markers.hit.found}/${markers.hit.of} sampled vehicles found by id`,
    );
    const cpu = await cpuPerPoll(page, POLLS);
    console.log(`  all moved, main-thread CPU time per poll incl. paint: ${f(cpu)} (ThreadTime)`);

    const history = await page.evaluate(
      (options) => (globalThis as unknown as { mapBench: MapBench }).mapBench.history(options),
      { points: HISTORY_POINTS, runs: HISTORY_RUNS },
    );
    console.log(`\n(2) history of ${history.points} points drawn and fitted, ${HISTORY_RUNS} runs`);
    console.log(line('  update + fit + renderSync', history.drawn));
    console.log(`  view zoom after the fit: ${history.zoom.map((z) => z.toFixed(2)).join(', ')}`);

    const load = loadavg()[0] ?? 0;
    console.log(
      `\nWall-clock figures; load average ${load.toFixed(1)} on ${availableParallelism()} CPUs` +
        (load > availableParallelism() ? ' (busy machine: figures are inflated)' : ''),
    );
    await screenshot(page);
    const ok = [
      verdict(
        `one live poll for ${VEHICLES.toLocaleString('en')} vehicles (all moved)`,
        markers.allMoved.applied,
        POLL_BUDGET_MS,
      ),
      verdict('24-hour history of 86,400 points', history.drawn, HISTORY_BUDGET_MS),
    ];
    if (markers.hit.found !== markers.hit.of) {
      ok.push(false);
      console.log(`ERROR  hit detection missed: ${markers.hit.missed.join(', ')}`);
    }
    if (!history.zoom.every((z) => Math.abs(z - 12) > 0.01)) {
      ok.push(false);
      console.log('ERROR  the view was not fitted to the history within the measure');
    }
    for (const e of errors) console.log(`page error: ${e}`);
    await context.close();
    return ok.every(Boolean) && errors.length === 0 ? 0 : 1;
  });
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(
    `ERROR  the map benchmark could not run: ${error instanceof Error ? error.stack : error}`,
  );
  return 1;
});
