import { expect } from '@playwright/test';
import type { BrowserContext, Locator, Page } from '@playwright/test';

// The specs are type-checked with the Node project (no DOM lib). This stand-in types the part of
// the browser's `navigator` that the functions below run inside the page; it emits no code.
declare const location: { protocol: string };
declare const navigator: {
  serviceWorker: {
    controller: object | null;
    getRegistration(): Promise<{ active: { state: string } | null } | undefined>;
  };
};

/** The application's navbar landmark. */
export function navbar(page: Page): Locator {
  return page.getByRole('navigation').first();
}

/**
 * The sign-in screen's main heading: `/` is the sign-in stepper for visitors (no navbar there),
 * so specs that only need "the app is up" wait for it.
 */
export function signInHeading(page: Page, name = 'Sign in'): Locator {
  return page.getByRole('heading', { level: 1, name });
}

/** The brand link (logo or application name) in the navbar. */
export function brandLink(page: Page): Locator {
  return navbar(page).getByRole('link', { name: 'GoTrack' }).first();
}

/**
 * The language dropdown's trigger in the navbar (or in `scope`: the accounts list has it in its
 * banner); its accessible name contains the current language (for example "Language: English").
 */
export function languageButton(page: Page, currentLanguage: string, scope = navbar(page)): Locator {
  return scope.getByRole('button', { name: currentLanguage });
}

/** Picks a language from the dropdown and waits for the reload that applies it. */
export async function switchLanguage(
  page: Page,
  from: string,
  to: string,
  scope = navbar(page),
): Promise<void> {
  await languageButton(page, from, scope).click();
  const item = page
    .getByRole('menuitem', { name: to, exact: true })
    .or(page.getByRole('menuitemradio', { name: to, exact: true }));
  const reloaded = page.waitForEvent('load');
  await item.click();
  await reloaded;
}

/**
 * In production the app registers its service worker 30 s after start-up (spec); a test asks for
 * it at once through the `swRegisterDelayMs` override, set before any page script runs.
 */
export async function registerServiceWorkerAtOnce(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    // about:blank (a test's "app closed") has no storage.
    if (location.protocol.startsWith('http')) localStorage.setItem('swRegisterDelayMs', '0');
  });
}

/** Waits until a service worker is active and controls the page. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state ?? 'not registered';
        }),
      { message: 'a service worker is registered and activated', timeout: 30_000 },
    )
    .toBe('activated');
  const isControlled = () => navigator.serviceWorker.controller !== null;
  // A worker that claims its clients controls this page at once; one that does not controls the
  // next navigation.
  const claimed = await page
    .waitForFunction(isControlled, undefined, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!claimed) await page.reload();
  await expect
    .poll(() => page.evaluate(isControlled), {
      message: 'the service worker controls the page',
      timeout: 10_000,
    })
    .toBe(true);
}

/** The element's bounding box; fails when it is not laid out. */
export async function boxOf(
  locator: Locator,
  what: string,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${what} is not laid out`);
  return box;
}

/**
 * Taps a map at offsets (CSS pixels) from its centre, as a finger would. Each tap waits for the
 * map to be attached, visible and still (a map re-laid out by a banner or the keyboard closing
 * moved under a tap computed from an earlier box).
 */
export async function tapMap(map: Locator, points: [number, number][]): Promise<void> {
  await map.scrollIntoViewIfNeeded();
  for (const [dx, dy] of points) {
    const { width, height } = await boxOf(map, 'the map');
    await map.tap({ position: { x: width / 2 + dx, y: height / 2 + dy } });
  }
}
