import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { read, utils } from '@e965/xlsx';
import { expect, test } from './fixtures.ts';
import { OWNER, openAccount, signInDemo } from './demo-helpers.ts';
import { api } from './alert-helpers.ts';

// Issue 18 "Reports": a scripted morning sent through the real OsmAnd ingest, three days ago
// (out of the simulator's way), read back as trips and stops on /main/report and exported to
// a workbook that holds typed rows — in Arabic with Arabic headers.

test.setTimeout(120_000);

const DEVICE = 'demo-019';
const day = new Date(Date.now() - 3 * 86_400_000);
day.setUTCHours(9, 0, 0, 0);
const dayText = day.toISOString().slice(0, 10);

/** [minute, latitude, km/h]: parked, 4.4 km north, a 7-minute halt, 4.4 km on, parked. */
function morning(): [number, number, number][] {
  const fixes: [number, number, number][] = [];
  for (let m = 0; m <= 20; m += 4) fixes.push([m, 33.5, 0]);
  for (let m = 21; m <= 30; m++) fixes.push([m, 33.5 + (m - 20) * 0.004, 40]);
  for (let m = 31; m <= 37; m++) fixes.push([m, 33.54, 0]);
  for (let m = 38; m <= 47; m++) fixes.push([m, 33.54 + (m - 37) * 0.004, 50]);
  for (let m = 48; m <= 72; m += 4) fixes.push([m, 33.58, 0]);
  return fixes;
}

async function sendMorning(request: APIRequestContext) {
  for (const [minute, lat, kmh] of morning()) {
    const seconds = Math.floor(day.getTime() / 1000) + minute * 60;
    const knots = (kmh / 1.852).toFixed(3);
    const sent = await request.get(
      `/ingest/osmand?id=${DEVICE}&lat=${lat}&lon=36.31&speed=${knots}&timestamp=${seconds}`,
    );
    expect(sent.status()).toBe(200);
  }
}

async function openReport(page: Page, vehicleId: string) {
  await page.goto('/main/report');
  await page.getByLabel(/^(Vehicle|المركبة)/).selectOption(vehicleId);
  await page.getByLabel(/^(From|من)/).fill(dayText);
  await page.getByLabel(/^(To|إلى)/).fill(dayText);
}

async function exported(page: Page, button: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await (await download).path();
  const book = read(readFileSync(file), { cellDates: true });
  return utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
}

test('a scripted morning reads as two trips and three stops, and exports to Excel', async ({
  page,
  request,
}) => {
  await sendMorning(request);
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  const { items } = await api<{ items: { id: string; trackingDeviceId: string }[] }>(
    page,
    'GET',
    '/api/app/vehicle?maxResultCount=1000',
  );
  const vehicle = items.find((v) => v.trackingDeviceId === DEVICE)!;
  await openReport(page, vehicle.id);

  const trips = page.getByRole('table', { name: /^Trips of / });
  await expect(trips.getByRole('row')).toHaveCount(3); // header + 2 trips
  await expect(trips.getByRole('row').nth(1)).toContainText('10 min');
  await expect(trips.getByRole('row').nth(2)).toContainText('50 km/h');
  const sheet = await exported(page, 'Export to Excel');
  expect(sheet[0]).toEqual([
    'Start',
    'End',
    'Duration',
    'Distance (km)',
    'Max speed (km/h)',
    'Average speed (km/h)',
  ]);
  expect(sheet).toHaveLength(3);
  expect(sheet[1]![0]).toBeInstanceOf(Date);
  expect(sheet[1]![3]).toBeCloseTo(4.4, 0);
  expect(sheet[2]![4]).toBe(50);

  await page.getByRole('tab', { name: 'Stops' }).click();
  const stops = page.getByRole('table', { name: /^Stops of / });
  await expect(stops.getByRole('row')).toHaveCount(4);
  await expect(stops.getByRole('row').nth(2)).toContainText('7 min');
  await expect(stops.getByRole('row').nth(3)).toContainText('Still there');

  // In Arabic the workbook speaks Arabic.
  // (The language menu itself is tested elsewhere; here the saved choice is enough.)
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await openReport(page, vehicle.id);
  await expect(page.getByRole('table', { name: /^رحلات / }).getByRole('row')).toHaveCount(3);
  const arabic = await exported(page, 'تصدير إلى Excel');
  expect(arabic[0]).toContain('المسافة (كم)');
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
});
