// `npm run size`: the budgets of the foundation issue, measured on the production build.
//   (a) JavaScript loaded before the first screen, gzip   ≤ 130 kB
//   (b) CSS loaded before the first screen, gzip          ≤ 15 kB
//   (c) service worker precache                           (informative)
//   (d) server start-up on an existing data directory     ≤ 3 s (median of 3)
//   (e) JavaScript loaded by the map route (/main), gzip  ≤ 260 kB (issue 4): the whole visit,
//       first screen, sign-in and the live map (size/map-route.ts)
//   (f) the spreadsheet reader (issue 5): the `xlsx-worker-*` chunk (SheetJS) and what it imports
//       are not precached by the service worker, and not requested in Chromium before the
//       create-subscription flow's Excel step, where reading an .xlsx does load them
//       (size/spreadsheet.ts); its gzip size is shown for information
//   (g) the management screens (issue 13) load no map code: services, groups, add group,
//       observers and the add-observer dialog in Chromium (size/manage-screens.ts)
//   (h) JavaScript of the drawing screens (issue 14), gzip ≤ 300 kB: add-geo-Zone and add-route
//       with their maps ready to draw on (size/drawing-screens.ts)
// (a), (b) and (e) are measured in Chromium (size/first-screen.ts); what index.html links statically
// is shown beside them for information. Run `npm run build` first. Sizes are in kB (1000 bytes),
// gzip level 9. Exits 1 when a figure is over its budget or could not be measured.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dist } from './size/dist-files.ts';
import { firstScreenRows, measureFirstScreen } from './size/first-screen.ts';
import type { FirstScreen } from './size/first-screen.ts';
import { mapRouteRow, measureMapRoute } from './size/map-route.ts';
import type { MapRoute } from './size/map-route.ts';
import { freePort } from './size/server.ts';
import { measureServerStart, serverStartRow } from './size/server-start.ts';
import type { StartTimes } from './size/server-start.ts';
import { measureSpreadsheet, spreadsheetRows } from './size/spreadsheet.ts';
import { manageScreensRow, measureManageScreens } from './size/manage-screens.ts';
import type { ManageVisit } from './size/manage-screens.ts';
import { drawingScreensRow, measureDrawingScreens } from './size/drawing-screens.ts';
import type { DrawingVisit } from './size/drawing-screens.ts';
import type { SpreadsheetVisit } from './size/spreadsheet.ts';
import { precacheRow, staticRows } from './size/static-assets.ts';
import { attempt, printTable } from './size/table.ts';
import type { Outcome } from './size/table.ts';

async function main(): Promise<number> {
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('dist/index.html is missing: run `npm run build` first.');
    return 1;
  }

  // One throw-away data directory: the start-up measure creates and seeds it, then the first
  // screen is measured against a server started on it.
  const dataDir = mkdtempSync(join(tmpdir(), 'gotrack-size-'));
  try {
    const port = await freePort();
    const start = await attempt(() => measureServerStart(port, dataDir));
    const screen = await attempt(() => measureFirstScreen(port, dataDir));
    const mapRoute = await attempt(() => measureMapRoute(port, dataDir));
    const spreadsheet = await attempt(() => measureSpreadsheet(port, dataDir));
    const manage: Outcome<ManageVisit> = mapRoute.ok
      ? await attempt(() => measureManageScreens(port, dataDir, mapRoute.value.session))
      : { ok: false, error: 'no signed-in session: the map-route measure failed' };
    const drawing: Outcome<DrawingVisit> = mapRoute.ok
      ? await attempt(() => measureDrawingScreens(port, dataDir, mapRoute.value.session))
      : { ok: false, error: 'no signed-in session: the map-route measure failed' };
    return report(start, screen, mapRoute, spreadsheet, manage, drawing);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(
  start: Outcome<StartTimes>,
  screen: Outcome<FirstScreen[]>,
  mapRoute: Outcome<MapRoute>,
  spreadsheet: Outcome<SpreadsheetVisit>,
  manage: Outcome<ManageVisit>,
  drawing: Outcome<DrawingVisit>,
): number {
  const firstScreen = firstScreenRows(screen);
  const linked = staticRows();
  const rows = [
    firstScreen.js,
    linked.js,
    firstScreen.css,
    linked.css,
    mapRouteRow(mapRoute),
    linked.allJs,
    precacheRow(),
    ...spreadsheetRows(spreadsheet),
    manageScreensRow(manage),
    drawingScreensRow(drawing),
    serverStartRow(start),
  ];

  printTable(rows);
  const failed = rows.filter((r) => r.verdict === 'OVER' || r.verdict === 'ERROR');
  console.log(
    failed.length === 0
      ? '\nAll budgets met.'
      : `\n${failed.length} figure(s) over budget or not measured.`,
  );
  return failed.length === 0 ? 0 : 1;
}

process.exitCode = await main();
