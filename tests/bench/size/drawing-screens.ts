import { withChromium } from './browser.ts';
import { gzipTotal, rel } from './dist-files.ts';
import type { Session } from './manage-screens.ts';
import { scriptsSettled } from './map-route.ts';
import { watchDistScripts } from './scripts-seen.ts';
import { FIRST_START_TIMEOUT_MS, origin, startServer, stopServer } from './server.ts';
import { budgetRow, errorRow, kB } from './table.ts';
import type { Outcome, Row } from './table.ts';

// (h) The drawing screens (issue 14), ≤ 300 kB gzip of JavaScript each in all: in Chromium, with
// the demo owner's session, an empty HTTP cache and no service worker, /main/alerts/add-geo-Zone
// and /main/routes/add-route are each opened until their map can be drawn on; every script
// requested counts (the first screen's, the map's, the drawing code).

const T = 30_000;
const BUDGET = 300_000;

const SCREENS = [
  { path: '/main/alerts/add-geo-Zone', ready: 'Add a point at the map centre' },
  { path: '/main/routes/add-route', ready: 'Add a line point at the map centre' },
];

export type DrawingVisit = { path: string; files: string[] }[];

export async function measureDrawingScreens(
  port: number,
  dataDir: string,
  session: Session,
): Promise<DrawingVisit> {
  const { child } = await startServer(port, dataDir, FIRST_START_TIMEOUT_MS);
  try {
    return await withChromium(async (browser) => {
      const visits: DrawingVisit = [];
      for (const screen of SCREENS) {
        // Each screen in a context of its own: an empty cache, as a user arriving by a link.
        const context = await browser.newContext({
          serviceWorkers: 'block',
          locale: 'en-US',
          storageState: session,
        });
        const page = await context.newPage();
        const base = origin(port);
        const { seen } = watchDistScripts(context, base);
        try {
          await page.goto(`${base}${screen.path}`, { waitUntil: 'commit' });
          // A tool button is enabled once the drawing code has loaded and the map is up.
          await page.locator(`button:has-text("${screen.ready}"):enabled`).waitFor({ timeout: T });
          await scriptsSettled(page, () => seen.inFlight);
          visits.push({ path: screen.path, files: [...seen.requested] });
        } finally {
          await context.close();
        }
      }
      return visits;
    });
  } finally {
    await stopServer(child);
  }
}

export function drawingScreensRow(visit: Outcome<DrawingVisit>): Row {
  const figure = '(h) JS of a drawing screen (gzip)';
  if (!visit.ok) return errorRow(figure, '≤ 300.0 kB', visit.error);
  const sized = visit.value.map((v) => ({ ...v, bytes: gzipTotal(v.files) }));
  const largest = Math.max(...sized.map((v) => v.bytes));
  return budgetRow(
    figure,
    largest,
    BUDGET,
    [
      `the larger of ${sized.map((v) => `${v.path} ${kB(v.bytes)}`).join(', ')} ` +
        '(Chromium, demo owner, empty cache, until the map can be drawn on)',
      ...sized.map(
        (v) =>
          `  ${v.path}: ${v.files.length} file(s); the drawing code among them: ` +
          (v.files
            .filter((f) => /ol-draw|ol-shapes/.test(rel(f)))
            .map(rel)
            .join(', ') || 'none'),
      ),
    ].join('\n'),
  );
}
