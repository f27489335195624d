import { chromium } from 'playwright';
import type { Browser } from 'playwright';

// Opens the home page in Debian's Chromium, as a first visit, and records every script and
// stylesheet response received until the page's main heading is visible.

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const HEADING_TIMEOUT_MS = 30_000;

export interface Received {
  url: string;
  type: 'script' | 'stylesheet';
  status: number;
}

export interface Visit {
  /** The `lang` attribute of <html> once the heading shows. */
  lang: string;
  heading: string;
  received: Received[];
  pageErrors: string[];
}

export async function withChromium<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ARGS,
    headless: true,
  });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

/** Visits `${origin}/` in a fresh context (empty cache, no service worker) in the given language. */
export async function visitHome(browser: Browser, origin: string, lang: string): Promise<Visit> {
  // A fresh context has an empty HTTP cache; blocking service workers keeps the precache (which
  // fetches every asset) out of the measure.
  // The browser speaks the visit's language, as an Arabic visitor's does: the server preloads the
  // catalogue of the language the browser asks for (server/http/boot-html.ts).
  const context = await browser.newContext({
    serviceWorkers: 'block',
    locale: lang === 'ar' ? 'ar-SY' : 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  try {
    // The remembered language choice is read before the app starts.
    await context.addInitScript({
      content: `localStorage.setItem('lang', ${JSON.stringify(lang)});`,
    });
    const page = await context.newPage();
    const received: Received[] = [];
    const pageErrors: string[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') {
        received.push({ url: response.url(), type, status: response.status() });
      }
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // 'commit': do not wait for the load event, which may come after the heading shows.
    await page.goto(`${origin}/`, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 }).first();
    await heading.waitFor({ state: 'visible', timeout: HEADING_TIMEOUT_MS });
    const counted = [...received];

    return {
      lang: (await page.locator('html').getAttribute('lang')) ?? '',
      heading: ((await heading.textContent()) ?? '').trim(),
      received: counted,
      pageErrors,
    };
  } finally {
    await context.close();
  }
}
