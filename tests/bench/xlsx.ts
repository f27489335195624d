// `node tests/bench/xlsx.ts`: the spreadsheet budgets of issue 5, measured in Chromium on the
// project's own Excel code (src/features/subscriptions/excel), bundled into a small page
// (tests/bench/xlsx-bench) by Vite with the project's `worker` build settings.
//   (1) "parsing a 5,000-row workbook in the worker ≤ 1 s": a generated .xlsx of 5,000 vehicles
//       (the spec's five columns) is read through `readVehiclesFile(file)` — worker start, SheetJS
//       load, parse, row mapping — first run (cold) and 5 more (median). A .xls is shown beside it,
//       then a 5,001-row sheet must be refused, and the template must download and read back.
//   (2) "the spreadsheet reader is not in the precache": the worker's files are named `xlsx-*`;
//       every JS file of dist/ (after `npx vite build`) that carries SheetJS is listed, and none
//       may be among the URLs of dist/sw.js's precache manifest.
// Exits 1 when a figure is over its budget or a check fails.
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { read, utils, write } from '@e965/xlsx';
import { build } from 'vite';
import viteConfig from '../../vite.config.ts';
import type { ReadRun, XlsxBench } from './xlsx-bench/api.ts';
import { withChromium } from './size/browser.ts';
import { dist, root } from './size/dist-files.ts';
import { serve } from './xlsx-bench/serve.ts';

const BUDGET_MS = 1_000;
const ROWS = 5_000;
const WARM_RUNS = 5;
const HEADER = [
  'License Plate Sub Class',
  'License Plate Serial',
  'Color Hex',
  'Consumption Rate (km per 1 liters)',
  'Needs tracking device (yes / no)',
];
const COLORS = ['#1E88E5', '#E53935', '#43A047', '#FDD835', '#8E24AA'];
// Text a reader must not meet in precached files: SheetJS's own names.
const SHEETJS = /sheet_to_json|SheetJS/;

function workbook(rows: number, bookType: 'xlsx' | 'biff8'): Buffer {
  const data = Array.from({ length: rows }, (_, i) => [
    i % 2 ? 'Damascus Private' : 'Rif Dimashq Public',
    String(100_000 + i),
    COLORS[i % COLORS.length]!,
    6 + (i % 9) / 2,
    i % 4 === 0 ? 'Yes' : 'no',
  ]);
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([HEADER, ...data]), 'Vehicles');
  return write(book, { type: 'buffer', bookType }) as Buffer;
}

async function buildPage(outDir: string): Promise<string[]> {
  await build({
    root: join(root, 'tests/bench/xlsx-bench'),
    configFile: false,
    logLevel: 'warn',
    resolve: {
      alias: { 'xlsx-bench:read': join(root, 'src/features/subscriptions/excel/read-workbook.ts') },
    },
    // The app's own worker settings: format and the `xlsx-` file names.
    worker: viteConfig.worker,
    build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  });
  return readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const describe = (r: ReadRun) =>
  r.ok
    ? `${ms(r.ms).padStart(7)}  (${r.vehicles} vehicles, ${r.trackers} trackers, ${r.skipped} skipped; main thread blocked ≤ ${ms(r.longestBlockMs)})`
    : `${ms(r.ms).padStart(7)}  refused: ${r.error}`;

/** (2): which dist files carry SheetJS, and whether any of them is precached. */
function precacheCheck(): boolean {
  const sw = join(dist, 'sw.js');
  if (!existsSync(sw)) {
    console.log('\n(2) dist/sw.js not found: run `npx vite build` first.');
    return false;
  }
  const precached = new Set(
    [...readFileSync(sw, 'utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!),
  );
  const scripts = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const withSheetJs = scripts.filter((f) =>
    SHEETJS.test(readFileSync(join(dist, 'assets', f), 'utf8')),
  );
  const leaked = [...precached].filter(
    (url) => /(^|\/)xlsx-/.test(url) || withSheetJs.some((f) => url.endsWith(f)),
  );
  console.log(
    `\n(2) dist/sw.js precaches ${precached.size} URLs; dist/assets has ${scripts.length} JS files`,
  );
  console.log(
    `  JS files carrying SheetJS: ${withSheetJs.join(', ') || 'none (no route imports the Excel step yet)'}`,
  );
  console.log(
    `  xlsx-* files: ${scripts.filter((f) => f.startsWith('xlsx-')).join(', ') || 'none'}`,
  );
  const ok = leaked.length === 0 && withSheetJs.every((f) => f.startsWith('xlsx-'));
  console.log(
    `${ok ? 'OK  ' : 'FAIL'}  SheetJS is in no precached file${leaked.length ? `: ${leaked.join(', ')}` : ''}`,
  );
  return ok;
}

async function main(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'gotrack-xlsx-bench-'));
  const outDir = join(dir, 'page');
  try {
    const files = {
      'fleet-5000.xlsx': workbook(ROWS, 'xlsx'),
      'fleet-5000.xls': workbook(ROWS, 'biff8'),
      'fleet-5001.xlsx': workbook(ROWS + 1, 'xlsx'),
    };
    const chunks = await buildPage(outDir);
    for (const [name, bytes] of Object.entries(files)) await writeFile(join(outDir, name), bytes);
    const workerChunks = chunks.filter((f) =>
      SHEETJS.test(readFileSync(join(outDir, 'assets', f), 'utf8')),
    );
    console.log(`bench page built; chunks carrying SheetJS: ${workerChunks.join(', ')}`);
    const named = workerChunks.length > 0 && workerChunks.every((f) => f.startsWith('xlsx-'));
    console.log(
      `${named ? 'OK  ' : 'FAIL'}  the worker's SheetJS chunks are named xlsx-* (globIgnores '**/xlsx-*.js')`,
    );
    const { server, origin } = await serve(outDir);
    try {
      const measured = await measure(origin, dir, files['fleet-5000.xlsx'].length);
      return measured && named && precacheCheck() ? 0 : 1;
    } finally {
      server.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function measure(origin: string, dir: string, size: number): Promise<boolean> {
  return withChromium(async (browser) => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(origin);
    await page.waitForFunction(() => 'xlsxBench' in globalThis, null, { timeout: 30_000 });
    const run = (url: string, name: string, runs: number) =>
      page.evaluate(
        (a) =>
          (globalThis as unknown as { xlsxBench: XlsxBench }).xlsxBench.read(a.url, a.name, a.runs),
        { url, name, runs },
      );
    const [cold, ...warm] = await run('/fleet-5000.xlsx', 'fleet.xlsx', 1 + WARM_RUNS);
    console.log(`\n(1) ${ROWS}-row .xlsx (${(size / 1024).toFixed(0)} KiB) read in the worker`);
    console.log(`  first (cold)        ${describe(cold!)}`);
    warm.forEach((r, i) => console.log(`  run ${i + 2}               ${describe(r)}`));
    const xls = await run('/fleet-5000.xls', 'fleet.xls', 3);
    xls.forEach((r, i) => console.log(`  .xls run ${i + 1}          ${describe(r)}`));
    const [over] = await run('/fleet-5001.xlsx', 'fleet.xlsx', 1);
    console.log(`  5,001 rows          ${describe(over!)}`);

    const download = page.waitForEvent('download');
    await page.evaluate(() =>
      (globalThis as unknown as { xlsxBench: XlsxBench }).xlsxBench.template(),
    );
    const saved = join(dir, (await download).suggestedFilename());
    await (await download).saveAs(saved);
    const book = read(readFileSync(saved));
    const header = utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, {
      header: 1,
    })[0];
    const templateOk = JSON.stringify(header) === JSON.stringify(HEADER);
    console.log(
      `  template ${saved.split('/').pop()}: header ${templateOk ? 'matches' : `WRONG ${JSON.stringify(header)}`}`,
    );

    const load = loadavg()[0] ?? 0;
    console.log(
      `\nWall-clock figures; load average ${load.toFixed(1)} on ${availableParallelism()} CPUs`,
    );
    const all = [cold!, ...warm];
    const worst = Math.max(...all.map((r) => r.ms));
    const checks = [
      [
        `5,000-row .xlsx: cold ${ms(cold!.ms)}, median ${ms(median(warm.map((r) => r.ms)))}, worst ${ms(worst)} (budget ≤ ${BUDGET_MS} ms)`,
        worst <= BUDGET_MS && all.every((r) => r.ok && r.vehicles === ROWS),
      ],
      ['.xls read too', xls.every((r) => r.ok && r.vehicles === ROWS)],
      ['5,001 rows refused (tooManyRows)', !over!.ok && over!.error === 'tooManyRows'],
      ['template downloads with the five columns', templateOk],
    ] as const;
    for (const [text, ok] of checks) console.log(`${ok ? 'OK  ' : 'FAIL'}  ${text}`);
    for (const e of errors) console.log(`page error: ${e}`);
    await context.close();
    return checks.every(([, ok]) => ok) && errors.length === 0;
  });
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(
    `ERROR  the spreadsheet benchmark could not run: ${error instanceof Error ? error.stack : error}`,
  );
  return 1;
});
