import type { Response } from '@playwright/test';
import { getLiveLocations } from '../../src/api/contract/monitoring.ts';
import { expect, test } from './fixtures.ts';
import { OWNER, openAccount, signInDemo } from './demo-helpers.ts';
import { markerCount } from './offline-helpers.ts';

// Issue 19: the live map's 5 s poll revalidates (If-None-Match with the last ETag); when no
// vehicle moved the server answers 304 with headers only and the map keeps what it shows.

const isLivePoll = (response: Response) =>
  new URL(response.url()).pathname === getLiveLocations.path &&
  response.request().method() === 'POST';

test('a live poll with nothing new is a 304 of headers only, and the map keeps its markers', async ({
  page,
}) => {
  await page.clock.install();
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  await expect.poll(() => markerCount(page)).toBe(20);

  // What each answer cost on the wire (headers included), from the browser's own count.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const notModifiedIds = new Set<string>();
  const wire: number[] = [];
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.url.endsWith(getLiveLocations.path) && e.response.status === 304)
      notModifiedIds.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (notModifiedIds.has(e.requestId)) wire.push(e.encodedDataLength);
  });

  // The simulator moves the fleet every 5 s: two polls within one of its ticks see the same
  // positions. The page's clock fires the poll at once, again until one lands inside a tick.
  let notModified: Response | undefined;
  await expect
    .poll(
      async () => {
        const answered = page.waitForResponse(isLivePoll);
        await page.clock.runFor(5_000);
        const response = await answered;
        if (response.status() === 304) notModified = response;
        return response.status();
      },
      { timeout: 60_000, intervals: [0] },
    )
    .toBe(304);

  expect(await notModified!.request().headerValue('if-none-match')).toMatch(/^W\/"/);
  await expect.poll(() => wire.length).toBeGreaterThan(0);
  const bytes = wire[0]!;
  console.log(`304 live poll: ${bytes} bytes on the wire (headers included)`);
  expect(bytes).toBeLessThanOrEqual(1_000);
  // Nothing changed for the user: the same markers, no error, no offline notice.
  expect(await markerCount(page)).toBe(20);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
