import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OWNER, openAccount, signInDemo } from './demo-helpers.ts';
import { registerServiceWorkerAtOnce, waitForServiceWorkerControl } from './helpers.ts';
import { OFFLINE_NOISE, waitForPersisted, withoutNetwork } from './offline-helpers.ts';
import { apiGet } from './purchase-helpers.ts';

// Issue 14 "Offline": a zone viewed once is read (and drawn) with no network; a zone drawn with no
// network waits on the device through three offline restarts and is sent once, with no click,
// when the network is back.

test.setTimeout(180_000);
test.beforeEach(({ consoleGuard }) => consoleGuard.allow(OFFLINE_NOISE));

const serverZones = async (page: Page) =>
  (await apiGet<{ items: { name: string }[] }>(page, '/api/app/geoZone?maxResultCount=1000')).items;

/** Draws a square around the map's centre with the mouse and finishes it. */
async function drawSquare(page: Page) {
  const map = page.getByRole('application', { name: 'Map to draw the zone on' });
  await expect(map.locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a point at the map centre' })).toBeEnabled();
  const box = (await map.boundingBox())!;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  for (const [dx, dy] of [
    [-60, -60],
    [60, -60],
    [60, 60],
    [-60, 60],
  ] as const) {
    await page.mouse.move(cx + dx, cy + dy);
    await page.mouse.click(cx + dx, cy + dy);
  }
  await page.getByRole('button', { name: 'Finish shape' }).click();
  await expect(page.getByTestId('zone-drawing')).toHaveAttribute('data-points', '5');
}

test('zones are read offline, and a zone drawn offline is sent once when the network is back', async ({
  page,
  context,
}) => {
  const tag = `${test.info().parallelIndex}-${Date.now() % 1e8}`;
  const [seen, drawnOffline] = [`Depot ${tag}`, `Night yard ${tag}`];
  await registerServiceWorkerAtOnce(context);
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  await waitForServiceWorkerControl(page);

  // Online: one zone drawn and opened, so its list, detail and the drawing code are kept.
  await page.goto('/main/alerts/add-geo-Zone');
  await drawSquare(page);
  await page.getByLabel('Zone name').fill(seen);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: seen }).click();
  await expect(page.getByTestId('zone-map')).toHaveAttribute('data-points', '5');
  await waitForPersisted(page, /"zones",".*","list"/, /"zones",".*","detail"/);

  await withoutNetwork(context, async () => {
    await page.reload();
    await page.getByRole('button', { name: seen }).click();
    await expect(page.getByTestId('zone-map')).toHaveAttribute('data-points', '5');
    await expect(page.getByTestId('zone-map').locator('canvas').first()).toBeVisible();

    await page.getByRole('link', { name: 'Add geo zone' }).click();
    await drawSquare(page);
    await page.getByLabel('Zone name').fill(drawnOffline);
    await page.getByRole('button', { name: 'Save' }).click();
    const waiting = page.getByText(`Waiting to be sent: Add the zone “${drawnOffline}”`, {
      exact: true,
    });
    await expect(waiting).toBeVisible();
    // Closed and opened again three times, still offline, on both zone screens: the zone seen
    // online is still drawn, the one drawn offline still waiting, the drawing screen still draws.
    for (let start = 0; start < 3; start++) {
      await page.goto('about:blank');
      await page.goto(start === 1 ? '/main/alerts/add-geo-Zone' : '/main/alerts#geo-zones');
      if (start === 1) {
        await expect(
          page.getByRole('button', { name: 'Add a point at the map centre' }),
        ).toBeEnabled();
        continue;
      }
      await expect(waiting).toBeVisible();
      await page.getByRole('button', { name: seen }).click();
      await expect(page.getByTestId('zone-map')).toHaveAttribute('data-points', '5');
    }
  });

  await expect(page.getByText(/Waiting to be sent|Sending:/)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: drawnOffline })).toBeVisible();
  expect((await serverZones(page)).filter((z) => z.name === drawnOffline)).toHaveLength(1);
  await page.reload();
  await expect(page.getByRole('button', { name: drawnOffline })).toBeVisible();
  expect((await serverZones(page)).filter((z) => z.name === drawnOffline)).toHaveLength(1);
});
