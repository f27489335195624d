import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContext, Page } from 'playwright';
import { withChromium } from './browser.ts';
import { dist, gzipSize, gzipTotal, rel, toDistFile } from './dist-files.ts';
import { FIRST_START_TIMEOUT_MS, origin, startServer, stopServer } from './server.ts';
import { budgetRow, errorRow, kB } from './table.ts';
import type { Outcome, Row } from './table.ts';

// (e) The JavaScript the map route loads, in Chromium: the demo owner signs in at `/` (the demo
// server pre-fills the one-time code) and opens "Demo Logistics"; then the HTTP cache is
// emptied and `/main` reloaded — what a signed-in user opening the installed app on the map pays
// without a service worker — counted until the live map is drawn (an OpenLayers canvas in the
// map's role="application") and no script has been in flight for a second. The whole first
// visit (sign-in screens included) is printed beside it for information.

const BUDGET_JS = 260_000;
const OWNER = '+963944000001';
const STEP_TIMEOUT_MS = 30_000;
const MAP_TIMEOUT_MS = 20_000;
const QUIET_MS = 1_000;

export interface MapRoute {
  js: string[];
  firstVisit: string[];
  mapDrawn: boolean;
  problems: string[];
  pageErrors: string[];
  /** The signed-in owner's storage, for the measures that start from a session (g). */
  session: Awaited<ReturnType<BrowserContext['storageState']>>;
}

/** Resolves once no script request has been in flight for `QUIET_MS`. */
export function scriptsSettled(page: Page, inFlight: () => number): Promise<void> {
  return new Promise((settled, fail) => {
    const began = Date.now();
    let quietSince = Date.now();
    const timer = setInterval(() => {
      if (inFlight() > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= QUIET_MS) settled(clearInterval(timer));
      if (Date.now() - began > STEP_TIMEOUT_MS || page.isClosed()) {
        clearInterval(timer);
        fail(new Error('scripts were still loading after 30 s'));
      }
    }, 50);
  });
}

/** Signs a demo user in at `/` (the demo server pre-fills the code); ends on /track-accounts. */
export async function signInDemoUser(page: Page, base: string, phone = OWNER): Promise<void> {
  await page.goto(`${base}/`, { waitUntil: 'commit' });
  await page.getByLabel('Phone number').fill(phone, { timeout: STEP_TIMEOUT_MS });
  await page.getByRole('button', { name: 'Send code' }).click();
  // Demo servers answer the code and the app pre-fills it.
  const code = page.getByLabel('Verification code');
  await code.waitFor({ timeout: STEP_TIMEOUT_MS });
  const until = Date.now() + STEP_TIMEOUT_MS;
  while (!/^\d{6}$/.test(await code.inputValue())) {
    if (Date.now() > until) throw new Error('the one-time code was not pre-filled (demo mode?)');
    await sleep(100);
  }
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname === '/track-accounts', { timeout: STEP_TIMEOUT_MS });
}

async function visitMapRoute(page: Page, base: string): Promise<void> {
  await signInDemoUser(page, base);
  await page.getByRole('button', { name: /^Open Demo Logistics/ }).click();
  await page.waitForURL((url) => url.pathname === '/main', { timeout: STEP_TIMEOUT_MS });
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .waitFor({ timeout: STEP_TIMEOUT_MS });
  await mapDrawnOn(page);
}

const mapDrawnOn = (page: Page) =>
  page
    .locator('[role="application"] canvas')
    .first()
    .waitFor({ state: 'attached', timeout: MAP_TIMEOUT_MS })
    .then(
      () => true,
      () => false,
    );

/** Starts the server on the (already seeded) data directory and visits the map route once. */
export async function measureMapRoute(port: number, dataDir: string): Promise<MapRoute> {
  const { child } = await startServer(port, dataDir, FIRST_START_TIMEOUT_MS);
  try {
    return await withChromium(async (browser) => {
      // As in first-screen.ts: empty cache, no service worker (its precache would fetch all).
      const context = await browser.newContext({
        serviceWorkers: 'block',
        locale: 'en-US',
        viewport: { width: 1280, height: 800 },
      });
      await context.addInitScript({ content: "localStorage.setItem('lang', 'en');" });
      const page = await context.newPage();
      const base = origin(port);
      const js = new Set<string>();
      const problems: string[] = [];
      const pageErrors: string[] = [];
      let inFlight = 0;
      page.on('request', (r) => void (r.resourceType() === 'script' && inFlight++));
      page.on('requestfailed', (r) => void (r.resourceType() === 'script' && inFlight--));
      page.on('requestfinished', (r) => void (r.resourceType() === 'script' && inFlight--));
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const url = new URL(response.url());
        const file =
          url.origin === base && response.status() === 200
            ? toDistFile(decodeURIComponent(url.pathname), join(dist, 'index.html'))
            : undefined;
        if (file) js.add(file);
        else problems.push(`script ${url.href} (HTTP ${response.status()}) is not a file in dist`);
      });
      page.on('pageerror', (error) => pageErrors.push(error.message));
      try {
        await visitMapRoute(page, base);
        await scriptsSettled(page, () => inFlight);
        const firstVisit = [...js];
        js.clear();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await page.reload({ waitUntil: 'commit' });
        const mapDrawn = await mapDrawnOn(page);
        await scriptsSettled(page, () => inFlight);
        const session = await context.storageState();
        return { js: [...js], firstVisit, mapDrawn, problems, pageErrors, session };
      } finally {
        await context.close();
      }
    });
  } finally {
    await stopServer(child);
  }
}

export function mapRouteRow(outcome: Outcome<MapRoute>): Row {
  const figure = '(e) JS loaded by the map route (gzip)';
  if (!outcome.ok) return errorRow(figure, `≤ ${kB(BUDGET_JS)}`, outcome.error);
  const { js, firstVisit, mapDrawn, problems, pageErrors } = outcome.value;
  const total = gzipTotal(js);
  const lines = [
    `a signed-in user opening /main with an empty HTTP cache (Chromium), ${js.length} file(s); ` +
      (mapDrawn
        ? 'counted once the live map had drawn (canvas in role=application) and scripts settled'
        : 'NOTE: no live map on /main yet (no canvas in role=application within ' +
          `${MAP_TIMEOUT_MS / 1000} s): counted once its scripts settled`),
    ...js.map((file) => `    ${kB(gzipSize(file)).padStart(8)}  ${rel(file)}`),
    `    ${kB(total).padStart(8)}  total`,
    `  for information, the whole first visit (/, sign-in, accounts, /main): ` +
      `${kB(gzipTotal(firstVisit))} in ${firstVisit.length} file(s)`,
    ...problems.map((p) => `  ERROR ${p}`),
    ...pageErrors.map((e) => `  note: page error: ${e}`),
  ];
  const row = budgetRow(figure, total, BUDGET_JS, lines.join('\n'));
  return problems.length > 0 ? { ...row, verdict: 'ERROR' } : row;
}
