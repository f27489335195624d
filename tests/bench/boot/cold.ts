import type { Browser } from 'playwright';
import { throttleAndRecord, wireBytes } from './network.ts';
import type { Exchange } from './network.ts';

// A first visit to the sign-in screen: fresh browser context (empty HTTP cache, no service
// worker, nothing stored), phone viewport, throttled. FCP is the browser's own
// `first-contentful-paint` entry; the sign-in heading must be visible for the run to count.

export const VIEWPORT = { width: 412, height: 823 };
const TIMEOUT_MS = 120_000;

export interface ColdRun {
  fcp: number;
  /** Bytes on the wire of the requests that ended before first contentful paint. */
  bytesBeforeFcp: number;
  heading: string;
  exchanges: Exchange[];
}

export async function coldSignIn(browser: Browser, base: string): Promise<ColdRun> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    locale: 'en-US',
    viewport: VIEWPORT,
  });
  try {
    const page = await context.newPage();
    const { exchanges } = await throttleAndRecord(page);
    await page.goto(`${base}/`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    const heading = page.getByRole('heading', { level: 1 }).first();
    await heading.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    const fcp = await page.evaluate(() =>
      performance.getEntriesByName('first-contentful-paint').map((e) => e.startTime),
    );
    if (fcp[0] === undefined) throw new Error('no first-contentful-paint entry');
    const at = Math.round(fcp[0]);
    return {
      fcp: at,
      bytesBeforeFcp: wireBytes(exchanges, at),
      heading: ((await heading.textContent()) ?? '').trim(),
      exchanges: [...exchanges],
    };
  } finally {
    await context.close();
  }
}
