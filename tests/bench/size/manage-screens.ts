import { existsSync, readFileSync } from 'node:fs';
import type { BrowserContextOptions, Page } from 'playwright';
import { withChromium } from './browser.ts';
import { allFiles, dist, gzipTotal, rel } from './dist-files.ts';
import { watchDistScripts } from './scripts-seen.ts';
import { scriptsSettled } from './map-route.ts';
import { FIRST_START_TIMEOUT_MS, origin, startServer, stopServer } from './server.ts';
import { errorRow, kB } from './table.ts';
import type { Outcome, Row } from './table.ts';

// (g) The management screens (issue 13) load no map code. In Chromium, with the demo owner's
// session from the map-route measure but an empty HTTP cache and no service worker: Services →
// Groups → Add group (its vehicle picker) → Services → Observers management → the Add observer
// dialog. Map code is every dist script whose source map lists OpenLayers or src/map/; none of
// them may be requested. The screens' own scripts are printed beside it.

const T = 30_000;

export type Session = BrowserContextOptions['storageState'];

export interface ManageVisit {
  requested: string[];
  pageErrors: string[];
}

/** Dist scripts built from OpenLayers or from src/map/ (by their source maps). */
export function mapCodeFiles(): string[] {
  return allFiles(dist).filter((file) => {
    if (!/\.m?js$/.test(file) || !existsSync(`${file}.map`)) return false;
    const { sources = [] } = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as {
      sources?: string[];
    };
    return sources.some((s) => /node_modules\/ol\/|(^|\/)src\/map\//.test(s));
  });
}

async function walk(page: Page, base: string) {
  const heading = (name: string) =>
    page.getByRole('heading', { level: 1, name }).waitFor({ timeout: T });
  const services = () =>
    page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: 'Services' })
      .click();
  // The account chosen in the map-route measure is still the chosen one.
  await page.goto(`${base}/main/services`, { waitUntil: 'commit' });
  await heading('Services');
  await page.getByRole('link', { name: /^Groups/ }).click();
  await heading('Vehicle groups');
  await page.getByRole('link', { name: 'Add group' }).click();
  await page.getByRole('checkbox').first().waitFor({ timeout: T });
  await services();
  await page.getByRole('link', { name: /^Observers management/ }).click();
  await heading('Observers');
  await page.getByRole('button', { name: 'Add observer' }).click();
  await page.getByRole('dialog').getByRole('checkbox').first().waitFor({ timeout: T });
}

/** Starts the server on the seeded data directory and walks the management screens. */
export async function measureManageScreens(
  port: number,
  dataDir: string,
  session: Session,
): Promise<ManageVisit> {
  const { child } = await startServer(port, dataDir, FIRST_START_TIMEOUT_MS);
  try {
    return await withChromium(async (browser) => {
      const context = await browser.newContext({
        serviceWorkers: 'block',
        locale: 'en-US',
        storageState: session,
      });
      const page = await context.newPage();
      const base = origin(port);
      const { seen } = watchDistScripts(context, base);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      try {
        await walk(page, base);
        await scriptsSettled(page, () => seen.inFlight);
        return { requested: [...seen.requested], pageErrors };
      } finally {
        await context.close();
      }
    });
  } finally {
    await stopServer(child);
  }
}

export function manageScreensRow(visit: Outcome<ManageVisit>): Row {
  const figure = '(g) map code on the management screens';
  const map = mapCodeFiles();
  if (map.length === 0) return errorRow(figure, 'not loaded', `no map chunk found in ${dist}`);
  if (!visit.ok) return errorRow(figure, 'not loaded', visit.error);
  const { requested, pageErrors } = visit.value;
  const loaded = map.filter((file) => requested.includes(file));
  return {
    figure,
    value: loaded.length ? `${loaded.length} file(s)` : 'not loaded',
    budget: 'not loaded',
    verdict: loaded.length ? 'OVER' : 'PASS',
    detail: [
      `Chromium, demo owner: /main/services, groups, add group, observers and the add-observer ` +
        `dialog requested ${requested.length} script(s), ${kB(gzipTotal(requested))} gzip; ` +
        `map files among them: ${loaded.map(rel).join(', ') || 'none'} ` +
        `(map code: ${map.map(rel).join(', ')})`,
      ...pageErrors.map((e) => `  note: page error: ${e}`),
    ].join('\n'),
  };
}
