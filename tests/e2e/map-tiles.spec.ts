import { expect, test } from './fixtures.ts';
import { registerServiceWorkerAtOnce, waitForServiceWorkerControl } from './helpers.ts';

// The specs are type-checked without the DOM lib: the parts of the page's API used below.
declare function fetch(url: string, init: { cache: 'no-store' }): Promise<{ status: number }>;
declare const caches: { open(name: string): Promise<{ match(url: string): Promise<unknown> }> };

const isCached = async (url: string) => Boolean(await (await caches.open('map-tiles')).match(url));

/**
 * Fetches a tile from inside the page, through the service worker: its status, or `failed`.
 * `no-store` keeps the browser's HTTP cache out of it (the tiles are cacheable for a day), so
 * an offline success can only come from the worker's cache.
 */
function fetchTile(url: string): Promise<number | 'failed'> {
  return fetch(url, { cache: 'no-store' }).then(
    (r) => r.status,
    () => 'failed' as const,
  );
}

test.describe('map tile cache', () => {
  test('tiles seen online are served by the service worker offline', async ({
    page,
    context,
    consoleGuard,
  }) => {
    await registerServiceWorkerAtOnce(context);
    await page.goto('/');
    await waitForServiceWorkerControl(page);

    const seen = '/dev-tiles/street/12/2450/1650.png';
    const unseen = '/dev-tiles/satellite/12/2451/1651.png';
    expect(await page.evaluate(fetchTile, seen)).toBe(200);
    expect(await page.evaluate(fetchTile, seen)).toBe(200);
    // The worker stores a tile after answering with it.
    await expect.poll(() => page.evaluate(isCached, seen)).toBe(true);

    // Chrome logs the failed request of the never-seen tile; nothing else may fail.
    consoleGuard.allow(
      /Failed to load resource: net::ERR_\w+ \(\S+\/dev-tiles\/satellite\/12\/2451\/1651\.png\)/,
    );
    await context.setOffline(true);
    try {
      expect(await page.evaluate(fetchTile, seen)).toBe(200);
      expect(await page.evaluate(fetchTile, unseen)).toBe('failed');
    } finally {
      await context.setOffline(false);
    }
  });
});
