import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OWNER, openAccount, signInDemo } from './demo-helpers.ts';
import { tapMap } from './helpers.ts';
import { expectNoViolations } from './axe-helpers.ts';
import { apiGet } from './purchase-helpers.ts';

// Issue 14: an owner draws a route with a finger on a phone against the real server: the
// "2 points" rule before a stop point, a far stop point refused with the 30 m message, a near
// one named and saved with the route, then one more stop point added to the saved route.

test.setTimeout(120_000);
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

interface Route {
  id: string;
  name: string;
  color: string;
  line: { longitudeX: number; latitudeY: number }[];
  stopPoints: { name: string; color: string }[];
}
const LINE_TOO_SHORT = 'Please draw a route line with at least 2 points before adding stop points.';
const TOO_FAR = 'Stop point must be within 30 meters of the route line.';
const unique = (prefix: string) => `${prefix} ${test.info().parallelIndex}-${Date.now() % 1e8}`;
const serverRoute = async (page: Page, name: string) =>
  (await apiGet<{ items: Route[] }>(page, '/api/app/route?maxResultCount=1000')).items.find(
    (r) => r.name === name,
  );

test('a route drawn by finger, with the stop-point rules, then one more stop point', async ({
  page,
}) => {
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  await page.goto('/main/routes');
  await page.getByRole('link', { name: 'Add route' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add route' })).toBeVisible();
  const name = unique('Airport run');
  await page.getByLabel('Route name').fill(name);
  await page.getByRole('radio', { name: /Blue/ }).first().check();
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  // Stop points need a line first.
  await page.getByRole('button', { name: 'Add stop points' }).click();
  await expect(page.getByRole('alert').filter({ hasText: LINE_TOO_SHORT })).toBeVisible();

  const map = page.getByRole('application', { name: 'Route drawing map' });
  await expect(map.locator('canvas').first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Add a line point at the map centre' }),
  ).toBeEnabled();
  await tapMap(map, [
    [-100, 0],
    [100, 0],
  ]);
  await page.getByRole('button', { name: 'Finish line' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Points on the line: 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Add stop points' }).click();

  // ~120 px at zoom 12 is kilometres away: refused, nothing to name.
  await tapMap(map, [[0, 120]]);
  await expect(page.getByRole('alert').filter({ hasText: TOO_FAR })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // On the line: named in the dialog and kept.
  await tapMap(map, [[0, 0]]);
  const dialog = page.getByRole('dialog', { name: 'New stop point' });
  await dialog.getByLabel('Stop point name').fill('Gate 1');
  await expectNoViolations(page, 'new stop point');
  await dialog.getByRole('button', { name: 'Add stop point' }).click();
  await expect(dialog).toHaveCount(0);
  await expectNoViolations(page, 'add route');

  await save.click();
  await expect(page).toHaveURL(/\/main\/routes$/);
  await expect.poll(async () => (await serverRoute(page, name))?.stopPoints.length).toBe(1);
  const saved = (await serverRoute(page, name))!;
  expect(saved.line).toHaveLength(2);
  expect(saved.color).toMatch(/^0xFF[0-9A-F]{6}$/);
  expect(saved.stopPoints[0]!.name).toBe('Gate 1');

  // One more stop point on the saved route: a second tap replaces the first.
  await page.getByRole('button', { name }).click();
  await page.getByRole('link', { name: 'Add new point' }).click();
  await expect(page).toHaveURL(new RegExp(`/main/routes/add-point/${saved.id}$`));
  const pointMap = page.getByRole('application', { name: `Map of the route “${name}”` });
  await expect(pointMap.locator('canvas').first()).toBeVisible();
  // Taps count once the drawing code has arrived: its tools enable then.
  await expect(
    page.getByRole('button', { name: 'Add a stop point at the map centre' }),
  ).toBeEnabled();
  await tapMap(pointMap, [[0, 0]]);
  await tapMap(pointMap, [[40, 0]]);
  await expect(
    page.getByRole('alert').filter({ hasText: 'you Can Only Add One Point' }),
  ).toBeVisible();
  await page.getByLabel('Stop point name').fill('Gate 2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/main\/routes$/);
  await expect.poll(async () => (await serverRoute(page, name))?.stopPoints.length).toBe(2);
});
