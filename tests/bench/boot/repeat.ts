import type { Browser, BrowserContext } from 'playwright';
import { signInDemoUser } from '../size/map-route.ts';
import { VIEWPORT } from './cold.ts';
import { throttleAndRecord } from './network.ts';
import type { Exchange } from './network.ts';
import { throttleServiceWorker } from './worker-throttle.ts';

// The repeat visit to /main: the demo owner has signed in, opened the live map once (unthrottled),
// the service worker is active and the query cache saved. Each run opens /main in a new tab of
// that browser, throttled. "Drawn" = the live map's element says it has markers
// (`data-markers` > 0, set once the vehicle layer is fed) and OpenLayers' canvas is in the page.

const TIMEOUT_MS = 120_000;

/** Records (in page time) when the live map first shows markers. */
const WATCH_MAP = `(() => {
  const check = () => {
    const map = document.querySelector('[data-testid="live-map"]');
    if (Number(map?.getAttribute('data-markers')) > 0 && map.querySelector('canvas')) {
      window.__mapDrawnAt = performance.now();
      return true;
    }
    return false;
  };
  new MutationObserver((_, observer) => check() && observer.disconnect()).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ['data-markers'],
  });
})();`;

export interface RepeatRun {
  drawn: number;
  /** First answer that came over the network (not the service worker, not a cache). */
  firstNetworkAnswer?: number;
  workerThrottled: boolean;
  exchanges: Exchange[];
}

// Browser code as text: the bench is type-checked without the DOM library.
const SAVED_LIVE_MAP = `new Promise((resolve) => {
  const open = indexedDB.open('keyval-store');
  open.onerror = () => resolve(false);
  open.onsuccess = () => {
    const get = open.result.transaction('keyval').objectStore('keyval').get('gotrack-query-cache');
    get.onsuccess = () => resolve(String(get.result).includes('"live"]'));
    get.onerror = () => resolve(false);
  };
})`;
const WORKER_ACTIVE = `navigator.serviceWorker.getRegistration()
  .then((r) => r?.active?.state === 'activated')`;

async function waitFor(what: string, test: () => Promise<boolean>) {
  const until = Date.now() + TIMEOUT_MS;
  while (!(await test())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Signs in, opens the live map once and waits for the worker and the saved cache. */
export async function preparedContext(browser: Browser, base: string): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT });
  await context.addInitScript({ content: "localStorage.setItem('lang', 'en');" });
  const page = await context.newPage();
  // The worker is registered at once on this first visit only: the measured visits keep the
  // app's own 30 s delay, so its registration code is not part of their start.
  await page.addInitScript({ content: "localStorage.setItem('swRegisterDelayMs', '0');" });
  await signInDemoUser(page, base);
  await page.getByRole('button', { name: /^Open Demo Logistics/ }).click();
  await page.waitForURL((url) => url.pathname === '/main', { timeout: TIMEOUT_MS });
  const markers = () => page.getByTestId('live-map').getAttribute('data-markers');
  await waitFor('markers on the live map', async () => Number(await markers()) > 0);
  await waitFor('an active service worker', () => page.evaluate<boolean>(WORKER_ACTIVE));
  await waitFor('the saved live positions', () => page.evaluate<boolean>(SAVED_LIVE_MAP));
  await page.evaluate("localStorage.removeItem('swRegisterDelayMs')");
  await page.close();
  return context;
}

export async function repeatMap(
  browser: Browser,
  context: BrowserContext,
  base: string,
): Promise<RepeatRun> {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: WATCH_MAP });
    const { exchanges } = await throttleAndRecord(page);
    const workerThrottled = await throttleServiceWorker(browser, base);
    await page.goto(`${base}/main`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    // Polled from here: a string predicate in the page would need the eval the CSP forbids.
    await waitFor('the live map drawn', () => page.evaluate<boolean>("'__mapDrawnAt' in window"));
    const drawn = Math.round(await page.evaluate<number>('window.__mapDrawnAt'));
    const answers = exchanges
      .filter((x) => x.status !== undefined && !x.fromServiceWorker && !x.fromCache)
      .map((x) => x.end ?? Infinity);
    const first = Math.min(...answers);
    return {
      drawn,
      firstNetworkAnswer: Number.isFinite(first) ? first : undefined,
      workerThrottled,
      exchanges: [...exchanges],
    };
  } finally {
    await page.close();
  }
}
