import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OWNER } from './demo-helpers.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';

// Issue 12: the authorization code flow with PKCE, as against a real ABP/OpenIddict, here forced
// on our own provider with SIGN_IN_FLOW=code so it runs without the internet.

declare const localStorage: { length: number; key(i: number): string | null };

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer(process.env.E2E_STATIC_DIR ?? 'dist', { SIGN_IN_FLOW: 'code' });
});
test.afterAll(() => server?.stop());

const onProviderSignIn = (page: Page) =>
  expect(page).toHaveURL((url) => url.pathname.startsWith('/connect/interaction/'));

const storedUserKeys = (page: Page) =>
  page.evaluate(() =>
    Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter((k) =>
      k?.startsWith('oidc.user:'),
    ),
  );

/** The provider's own page: phone, the (demo pre-filled) code, verify. */
async function signInOnProvider(page: Page) {
  await onProviderSignIn(page);
  await page.getByLabel('Phone number').fill(OWNER);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Verification code')).toHaveValue(/^\d{6}$/);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a guarded page sends the visitor to the provider and back, signed in; logout ends both sessions', async ({
  page,
}) => {
  const base = server.baseURL;
  await page.goto(`${base}/track-accounts`);
  await signInOnProvider(page);

  // Back through /auth/callback to the page first asked for.
  await page.waitForURL((url) => url.pathname === '/auth/callback');
  await expect(page).toHaveURL(`${base}/track-accounts`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your track accounts' })).toBeVisible();
  expect(await storedUserKeys(page)).toHaveLength(1);

  // Logout: the provider's end-session endpoint, with id_token_hint, then back to `/`.
  const endSession = page.waitForRequest((r) => r.url().includes('/connect/endsession'));
  await page.getByRole('button', { name: 'Logout' }).click();
  const url = new URL((await endSession).url());
  expect(url.searchParams.get('id_token_hint')).toMatch(/^ey/);
  expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${base}/`);
  const backHome = page.waitForRequest((r) => r.url() === `${base}/`);
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await backHome;
  // Signed out here and at the provider: `/` leads to its sign-in page, which asks again.
  await onProviderSignIn(page);
  await expect(page.getByLabel('Phone number')).toBeVisible();
  expect(await storedUserKeys(page)).toHaveLength(0);
});

test('a callback whose state was tampered with is refused, with a clear message', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/OAuth event/, /No matching state/);
  const base = server.baseURL;
  await page.goto(`${base}/track-accounts`);
  await signInOnProvider(page);
  // Stop at the redirect to the callback and change its state.
  const callback = await new Promise<URL>((resolve) => {
    void page.route(`${base}/auth/callback*`, (route) => {
      resolve(new URL(route.request().url()));
      void route.abort();
    });
  });
  await page.unroute(`${base}/auth/callback*`);
  callback.searchParams.set('state', 'tampered');
  await page.goto(callback.href);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in refused' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('does not belong to a sign-in started here');
  expect(await storedUserKeys(page)).toHaveLength(0);
});
