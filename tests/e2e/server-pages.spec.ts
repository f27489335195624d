import { SERVER_SEGMENTS } from '../../src/api/contract/server-paths.ts';
import { expect, test } from './fixtures.ts';
import { OWNER, signInDemo } from './demo-helpers.ts';
import {
  registerServiceWorkerAtOnce,
  signInHeading,
  waitForServiceWorkerControl,
} from './helpers.ts';
import { confirmOffer, openAction } from './purchase-helpers.ts';

// An installed app's service worker answers navigations with the app shell; the pages the server
// renders itself must still come from the server.

/** A path under each of the server's own paths, and the heading of the page it renders. */
const serverPages = (baseURL: string): [path: string, heading: string | null][] => [
  ['/payment-sandbox/00000000-0000-4000-8000-000000000000?t=x', 'Payment (sandbox)'],
  [
    `/connect/authorize?${new URLSearchParams({
      client_id: 'GoTrack_App',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${baseURL}/auth/callback`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    })}`,
    'Sign in',
  ],
  ['/connect/endsession', 'Sign out'],
  ['/.well-known/openid-configuration', null],
  ['/api/abp/application-configuration', null],
  ['/ingest/osmand', null],
  ['/config.json', null],
  ['/dev-tiles/street/0/0/0.png', null],
  ['/share/x', null],
  ['/swagger', null],
  ['/health/live', null],
  ['/metrics', null],
];

test.describe('server pages with the service worker in control', () => {
  test('every page the server renders comes from the server, not the app shell', async ({
    page,
    context,
    baseURL,
    consoleGuard,
  }) => {
    // Some of these answer 4xx on purpose (no such payment, no device parameters).
    consoleGuard.allow(/Failed to load resource/);
    await registerServiceWorkerAtOnce(context);
    await page.goto('/');
    await expect(signInHeading(page)).toBeVisible();
    await waitForServiceWorkerControl(page);

    const pages = serverPages(baseURL ?? '');
    // Each entry of the one list of server paths is opened here.
    const opened = new Set(pages.map(([path]) => path.split(/[/?]/)[1]));
    expect(SERVER_SEGMENTS.filter((segment) => !opened.has(segment))).toEqual([]);

    for (const [path, heading] of pages) {
      await page.goto(path);
      // The app shell is the page with the app's root element.
      await expect(page.locator('#root'), `${path} is not the app shell`).toHaveCount(0);
      if (heading) {
        await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      }
    }
  });

  test('an installed app pays on the payment page', async ({ page, context }) => {
    // Payment pages and the demo back office take seconds per step.
    test.setTimeout(120_000);
    await registerServiceWorkerAtOnce(context);
    await signInDemo(page, OWNER);
    await waitForServiceWorkerControl(page);

    await openAction(page, "Sami's car", 'SMS bundle');
    const bundle = page.getByRole('combobox', { name: 'SMS bundle' });
    await expect(bundle.locator('option')).not.toHaveCount(1);
    await bundle.selectOption({ index: 1 });
    const ask = await confirmOffer(page);
    const tabOpened = context.waitForEvent('page');
    await ask.getByRole('button', { name: 'Confirm', exact: true }).click();
    const tab = await tabOpened;
    await tab.waitForURL(/\/payment-sandbox\//, { timeout: 30_000 });

    await expect(tab.getByRole('heading', { level: 1, name: 'Payment (sandbox)' })).toBeVisible();
    await tab.getByRole('button', { name: /^Pay/ }).click();
    await tab.waitForURL((url) => url.pathname === '/track-accounts');
    await expect(tab.getByRole('heading', { level: 1, name: 'Your track accounts' })).toBeVisible();
  });
});
