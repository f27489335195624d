import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe-helpers.ts';
import { expect, test } from './fixtures.ts';
import { OWNER, openAccount, signInDemo } from './demo-helpers.ts';
import { OFFLINE_NOISE } from './offline-helpers.ts';

// What the live map says about each vehicle (issue 18): moving, stopped, parked, no signal on the
// markers, rows and card, and a notice with outlines when the tiles cannot be loaded. Positions
// come through the real OsmAnd ingest; the page clock is moved forward instead of waiting.

/** demo-005 (plate 501548): the simulator keeps it parked, sending a speed-0 fix every 5 s. */
const DEVICE = 'demo-005';
const PLATE = '501548';

const picker = (page: Page) => page.getByLabel('Vehicle', { exact: true });
const cardStatus = (page: Page) => page.getByTestId('vehicle-card-status');
const liveMap = (page: Page) => page.getByTestId('live-map');

/**
 * Moves the page's clock `minutes` ahead a minute at a time, as a user watching would see it:
 * with a mouse move each minute (the app signs out after 10 minutes without input, spec part 1
 * §9) and, online, the live poll answered before the next minute, so the session's refresh 2
 * minutes before its token expires is done before that expiry comes due.
 */
async function advance(page: Page, minutes: number, online = true) {
  for (let minute = 0; minute < minutes; minute += 1) {
    const polled = online
      ? page.waitForResponse((r) => r.url().endsWith('/api/app/monitoring/liveLocation'))
      : null;
    await page.clock.fastForward(60_000);
    await polled;
    await page.mouse.move(5 + (minute % 2) * 5, 5);
  }
}

async function choose(page: Page, plate: string | null) {
  if (plate === null) return picker(page).selectOption({ index: 0 });
  const option = picker(page).locator('option', { hasText: plate });
  await picker(page).selectOption({ label: (await option.textContent()) ?? '' });
}

test('a vehicle driven through ingest moves, then shows stopped, parked and no signal', async ({
  page,
  context,
  request,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  // Time runs as usual until the test moves it forward.
  await page.clock.install();
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  await choose(page, PLATE);

  // Moving: our fixes at 40 km/h, a few metres apart, each half second until the card says so
  // (the simulator's speed-0 fix lands every 5 s in between).
  let step = 0;
  await expect
    .poll(
      async () => {
        step += 1;
        const lon = (36.3 + step * 0.0002).toFixed(6);
        const sent = await request.get(`/ingest/osmand?id=${DEVICE}&lat=33.52&lon=${lon}&speed=40`);
        expect(sent.status()).toBe(200);
        // The map polls every 5 s and the simulator parks this vehicle every 5 s: moving the
        // page's clock on a little each time keeps the two from staying in step, where every
        // poll would read the simulator's speed-0 fix just written (seen once in CI).
        await page.clock.runFor(1_000);
        return cardStatus(page).textContent();
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toContain('Moving');

  // Our fixes stop; the simulator's speed-0 fixes make it stopped from the next poll on.
  await expect(cardStatus(page)).toContainText('Stopped', { timeout: 15_000 });
  await expect(cardStatus(page)).toContainText('for 0 min');

  // Ten minutes at speed 0 is still "stopped" (parked from 15 minutes on, the default).
  await advance(page, 10);
  await expect(cardStatus(page)).toContainText(/Stopped · for 1[01] min/);
  await page.getByTestId('status-legend').getByText('Legend').click();
  await expect(page.getByTestId('status-legend')).toContainText('Parked');
  await expectNoViolations(page, 'live map with the status legend and card');

  // Beyond this the page's clock stays put while online: 13 minutes ahead of the server, the
  // session's token refresh is refused. Offline nothing new reaches the map and the statuses still
  // age, from the last report (its time is the server's, 10 minutes behind the page's clock).
  consoleGuard.allow(OFFLINE_NOISE);
  await context.setOffline(true);
  await advance(page, 6, false);
  await expect(cardStatus(page)).toContainText(/Parked · for 1[67] min/);
  // The list says the same, with speed and the age of the last report.
  await choose(page, null);
  const row = page.getByTestId('vehicle-list').getByRole('button', { name: new RegExp(PLATE) });
  await expect(row).toContainText('Parked');
  await expect(row).toContainText(/0 km\/h · last report 1[67] minutes ago/);

  // No report for 30 minutes: no signal.
  await advance(page, 15, false);
  await expect(row).toContainText('No signal');
  await expect(row).toContainText(/last report 3[12] minutes ago/);
});

test('without tiles the map says so and draws country and governorate outlines under the markers', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/net::ERR_FAILED|Failed to load resource/);
  await page.route('**/dev-tiles/**', (route) => route.abort());
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');

  const map = liveMap(page).locator('[data-tiles]');
  await expect(map).toHaveAttribute('data-tiles', 'unavailable');
  await expect(page.getByText('Map tiles unavailable: showing borders only.')).toBeVisible();
  await expect(map).toHaveAttribute('data-outlines', 'countries governorates');
  // The markers are still there and still pick their vehicle.
  await expect.poll(async () => Number(await liveMap(page).getAttribute('data-markers'))).toBe(20);
  await expectNoViolations(page, 'live map without tiles');

  // Tiles back: the notice goes and the outlines with it.
  await page.unroute('**/dev-tiles/**');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(map).toHaveAttribute('data-tiles', 'ok');
  await expect(map).toHaveAttribute('data-outlines', 'none');
});

/** The live map's OpenLayers element, which mirrors the clusters drawn in `data-clusters`. */
const mapApp = (page: Page) => page.getByRole('application', { name: 'Live map' });

test('zoomed out, vehicles group into counted clusters that split again when zoomed in', async ({
  page,
}) => {
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  await expect(liveMap(page)).toHaveAttribute('data-markers', '20');
  // At the framing zoom (a city) every vehicle is drawn on its own.
  await expect(mapApp(page)).not.toHaveAttribute('data-clusters', /.*/);

  // Zoomed out to the region: the fleet around Damascus becomes a few counted circles.
  const zoomOut = page.getByRole('button', { name: 'Zoom out' });
  await expect
    .poll(
      async () => {
        const counts = await mapApp(page).getAttribute('data-clusters');
        if (!counts) await zoomOut.click();
        return counts;
      },
      { timeout: 20_000, intervals: [700] },
    )
    .toMatch(/^\d+( \d+)*$/);
  const counts = (await mapApp(page).getAttribute('data-clusters'))!.split(' ').map(Number);
  expect(Math.max(...counts)).toBeGreaterThanOrEqual(2);
  expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(20);
  await page.screenshot({ path: 'docs/screenshots/live-map-clusters.png' });
  await expectNoViolations(page, 'live map with clusters');

  // Zoomed in again: the clusters split into their vehicles.
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  await expect
    .poll(
      async () => {
        const shown = await mapApp(page).getAttribute('data-clusters');
        if (shown !== null) await zoomIn.click();
        return shown;
      },
      { timeout: 20_000, intervals: [700] },
    )
    .toBeNull();
});

/** The box (CSS pixels, in the map) of the dark label text drawn on the map's canvases in rows y0–y1. */
function labelInk(page: Page, y0: number, y1: number) {
  return mapApp(page).evaluate(
    (element, rows) => {
      let left = Infinity;
      let right = -Infinity;
      for (const canvas of element.querySelectorAll('canvas')) {
        const context = canvas.getContext('2d');
        if (!context || !canvas.width) continue;
        const ratio = canvas.width / canvas.getBoundingClientRect().width;
        const top = Math.floor(rows.y0 * ratio);
        const height = Math.ceil((rows.y1 - rows.y0) * ratio);
        const { data, width } = context.getImageData(0, top, canvas.width, height);
        for (let i = 0; i < data.length; i += 4) {
          // The label colour (#1b2430) and its anti-aliased edge, opaque.
          const [r = 0, g = 0, b = 0, a = 0] = data.subarray(i, i + 4);
          if (r > 70 || g > 80 || b > 95 || a < 200) continue;
          const x = ((i / 4) % width) / ratio;
          left = Math.min(left, x);
          right = Math.max(right, x);
        }
      }
      return right < left ? null : { left, right };
    },
    { y0, y1 },
  );
}

test('a vehicle at the very edge of the map keeps its whole name inside the map', async ({
  page,
  consoleGuard,
}) => {
  // No tiles: only the markers, labels and light outlines are drawn, so the label's ink is clear.
  consoleGuard.allow(/net::ERR_FAILED|Failed to load resource/);
  await page.route('**/dev-tiles/**', (route) => route.abort());
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  await choose(page, PLATE);
  await expect(liveMap(page)).toHaveAttribute('data-markers', '1');
  const map = (await mapApp(page).boundingBox())!;
  const middle = map.height / 2;
  // Centred on the chosen vehicle; its name shows under it.
  await expect.poll(() => labelInk(page, middle + 6, middle + 32)).not.toBeNull();

  // A double click at the map's left edge zooms in around that point: the vehicle, in the
  // middle, lands 3 px from the right edge.
  await page.mouse.dblclick(map.x + 3, map.y + middle);
  await expect
    .poll(async () => {
      const ink = await labelInk(page, middle + 6, middle + 32);
      return ink && ink.right < map.width - 3 && ink.left < map.width - 40;
    })
    .toBe(true);
});

test('desktop: from the page start, the skip link and one Tab reach the vehicle list', async ({
  page,
}) => {
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  await page.reload();
  await expect(liveMap(page)).toHaveAttribute('data-markers', '20');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const rows = page.getByTestId('vehicle-list').getByRole('button');
  await expect(rows.first()).toBeFocused();
  // The toolbar is still drawn above the map, the list beside it at the inline end.
  const toolbar = (await picker(page).boundingBox())!;
  const list = (await rows.first().boundingBox())!;
  const mapBox = (await liveMap(page).boundingBox())!;
  expect(toolbar.y).toBeLessThan(mapBox.y);
  expect(list.x).toBeGreaterThan(mapBox.x + mapBox.width / 2);
});

test('outside /main the first Tab shows "Skip to content", which moves to the content', async ({
  page,
}) => {
  await signInDemo(page, OWNER);
  await expect(page.getByRole('heading', { name: 'Your track accounts' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your track accounts' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  const box = (await skip.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  await expectNoViolations(page, 'track accounts with the skip link shown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab starts in the content: the first account's button, not the header.
  await page.keyboard.press('Tab');
  await expect(page.locator('main :focus')).toHaveCount(1);
});
