import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import type { Page } from 'playwright';
import { withChromium } from './browser.ts';
import { allFiles, dist, gzipSize, gzipTotal, rel, toDistFile } from './dist-files.ts';
import { scriptsSettled, signInDemoUser } from './map-route.ts';
import { watchDistScripts } from './scripts-seen.ts';
import { FIRST_START_TIMEOUT_MS, origin, startServer, stopServer } from './server.ts';
import { precachedFiles, staticImports } from './static-assets.ts';
import { errorRow, kB } from './table.ts';
import type { Outcome, Row } from './table.ts';

// (f) The spreadsheet reader (SheetJS, @e965/xlsx) stays out of everything before the Excel step.
// In the build: the worker chunk (`xlsx-worker-*`, from src/features/subscriptions/excel/
// xlsx.worker.ts) and what it imports, none of them in the service worker's precache. In Chromium:
// the demo observer signs in and walks /track-accounts → /track-accounts/create (Business) → /plans
// and back → the filled form → the price offer; no spreadsheet file may be requested until the
// offer's Confirm opens the Excel step. There a small .xlsx is read, which must load the worker
// (else the check would pass vacuously).

const T = 30_000;
const DYNAMIC = /(?<![\w$.])import\(\s*["']([^"'\n]+)["']\s*\)/g;

/** The worker chunk(s), every file they import, and any other chunk that bundles SheetJS. */
export function spreadsheetFiles(): string[] {
  const js = allFiles(dist).filter((f) => /\.m?js$/.test(f) && rel(f) !== 'sw.js');
  const found = new Set(js.filter((f) => /^assets\/xlsx-worker/.test(rel(f))));
  for (const f of js) if (readFileSync(f, 'utf8').includes('SheetJS')) found.add(f);
  for (const file of found) {
    const code = readFileSync(file, 'utf8');
    const dynamic = [...code.matchAll(DYNAMIC)].map((m) => m[1] ?? '');
    for (const specifier of [...staticImports(code), ...dynamic]) {
      const next = toDistFile(specifier, file);
      if (next) found.add(next); // a Set's for…of visits what is added during it
    }
  }
  return [...found];
}

export interface SpreadsheetVisit {
  /** Dist scripts (workers included) requested before the Excel step, and from it on. */
  before: string[];
  after: string[];
  vehiclesRead: number;
  pageErrors: string[];
}

function workbook(): Buffer {
  const book = XLSX.utils.book_new();
  const header =
    'License Plate Sub Class|License Plate Serial|Color Hex|' +
    'Consumption Rate (km per 1 liters)|Needs tracking device (yes / no)';
  const rows = [
    header.split('|'),
    ['Damascus Private', '200301', '#1565C0', 10, 'yes'],
    ['Damascus Private', '200302', '#000000', 12.5, 'yes'],
    ['Aleppo Public', '200303', '#FFFFFF', 8, 'no'],
  ];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Vehicles');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** From the signed-in /track-accounts up to the price offer's Confirm, which opens the Excel step. */
async function walkToExcelStep(page: Page): Promise<() => Promise<void>> {
  await page.getByRole('link', { name: 'Create new subscription' }).first().click();
  await page.waitForURL((url) => url.pathname === '/track-accounts/create', { timeout: T });
  await page.getByRole('radio', { name: /Business subscription/ }).check({ timeout: T });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('link', { name: 'View plans' }).click({ timeout: T });
  await page.getByRole('heading', { name: 'Subscription plans' }).waitFor({ timeout: T });
  await page.goBack();
  const combo = (name: string) => page.getByRole('combobox', { name, exact: true });
  await combo('Plan').selectOption({ index: 1 }, { timeout: T });
  await page.getByRole('textbox', { name: 'Company name' }).fill('Size Bench Transport');
  await page.getByRole('textbox', { name: 'Account name' }).fill(`Fleet ${Date.now() % 100_000}`);
  await combo('Governorate').selectOption({ index: 1 }, { timeout: T });
  await combo('City').selectOption({ index: 1 }, { timeout: T });
  await page.getByRole('checkbox', { name: 'Upload the vehicles from an Excel file' }).check();
  await page.getByRole('spinbutton', { name: 'Vehicle count' }).fill('3');
  await page.getByRole('spinbutton', { name: 'Tracking devices needed' }).fill('2');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const offer = page.getByRole('dialog', { name: 'Price offer' });
  await offer.getByRole('table').waitFor({ timeout: T });
  return () => offer.getByRole('button', { name: 'Confirm', exact: true }).click();
}

/** Starts the server on the (already seeded) data directory and walks to the Excel step. */
export async function measureSpreadsheet(port: number, dataDir: string): Promise<SpreadsheetVisit> {
  const { child } = await startServer(port, dataDir, FIRST_START_TIMEOUT_MS);
  try {
    return await withChromium(async (browser) => {
      const context = await browser.newContext({ serviceWorkers: 'block', locale: 'en-US' });
      await context.addInitScript({ content: "localStorage.setItem('lang', 'en');" });
      const page = await context.newPage();
      const base = origin(port);
      const { seen, script } = watchDistScripts(context, base);
      const pageErrors: string[] = [];
      page.on('worker', (worker) => void seen.requested.add(script(worker.url()) ?? worker.url()));
      page.on('pageerror', (error) => pageErrors.push(error.message));
      try {
        // The demo observer: the owner asked for a code in the map-route measure, and a phone may
        // ask again only after 30 s.
        await signInDemoUser(page, base, '+963944000002');
        const openExcelStep = await walkToExcelStep(page);
        await scriptsSettled(page, () => seen.inFlight);
        const before = [...seen.requested];
        seen.requested = new Set();
        await openExcelStep();
        await page
          .getByLabel('Vehicles file (.xlsx or .xls)')
          .setInputFiles(
            { name: 'vehicles.xlsx', mimeType: 'application/octet-stream', buffer: workbook() },
            { timeout: T },
          );
        const list = page.getByRole('list', { name: 'Vehicles from the file' });
        await list.getByRole('listitem').first().waitFor({ timeout: T });
        await scriptsSettled(page, () => seen.inFlight);
        const vehiclesRead = await list.getByRole('listitem').count();
        return { before, after: [...seen.requested], vehiclesRead, pageErrors };
      } finally {
        await context.close();
      }
    });
  } finally {
    await stopServer(child);
  }
}

export function spreadsheetRows(visit: Outcome<SpreadsheetVisit>): Row[] {
  const files = spreadsheetFiles();
  const precache = precachedFiles();
  const size = '(f) spreadsheet reader (xlsx worker, gzip)';
  const early = '    spreadsheet reader before the Excel step';
  const noWorker = `no assets/xlsx-worker-*.js in ${dist}`;
  if (files.length === 0)
    return [errorRow(size, 'not precached', noWorker), errorRow(early, 'not loaded', noWorker)];
  const precached = files.filter((f) => precache?.files.has(f));
  const sizeRow: Row = precache
    ? {
        figure: size,
        value: kB(gzipTotal(files)),
        budget: 'not precached',
        verdict: precached.length === 0 ? 'PASS' : 'OVER',
        detail: [
          `${files.length} file(s); in sw.js's precache manifest: ` +
            (precached.map(rel).join(', ') || 'none'),
          ...files.map((f) => `    ${kB(gzipSize(f)).padStart(8)}  ${rel(f)}`),
        ].join('\n'),
      }
    : errorRow(size, 'not precached', 'sw.js (the precache manifest) not found');
  if (!visit.ok) return [sizeRow, errorRow(early, 'not loaded', visit.error)];
  const { before, after, vehiclesRead, pageErrors } = visit.value;
  const loadedEarly = files.filter((f) => before.includes(f));
  const loadedOnStep = files.some((f) => after.includes(f));
  const lines = [
    `Chromium, demo observer: /track-accounts, /track-accounts/create (Business), /plans, the filled ` +
      `form and the price offer requested ${before.length} script(s); spreadsheet files among ` +
      `them: ${loadedEarly.map(rel).join(', ') || 'none'}`,
    `  on the Excel step, reading a 3-row .xlsx (${vehiclesRead} vehicle(s) listed): ` +
      (after.map(rel).join(', ') || 'no script'),
    ...(loadedOnStep ? [] : ['  ERROR no spreadsheet file was loaded on the Excel step']),
    ...pageErrors.map((e) => `  note: page error: ${e}`),
  ];
  return [
    sizeRow,
    {
      figure: early,
      value: loadedEarly.length ? `${loadedEarly.length} file(s)` : 'not loaded',
      budget: 'not loaded',
      verdict: loadedEarly.length ? 'OVER' : loadedOnStep ? 'PASS' : 'ERROR',
      detail: lines.join('\n'),
    },
  ];
}
