import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OWNER, demoPhone } from './demo-users.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';

// Issue 12: the authorization code flow with PKCE, as against a real ABP/OpenIddict, here forced
// on our own provider with SIGN_IN_FLOW=code so it runs without the internet.

declare const localStorage: { length: number; key(i: number): string | null };

// The provider's pages have no favicon.
test.use({ allowedConsoleErrors: [/favicon\.ico/] });

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
  await page.getByLabel('Phone number').fill(demoPhone(OWNER));
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
  const backHome = page.waitForRequest((r) => new URL(r.url()).href.startsWith(`${base}/?state=`));
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
  consoleGuard.allow(/OAuth event/, /No matching state/, /ERR_FAILED/, /net::/);
  const base = server.baseURL;
  // A sign-in is under way (its state is stored here); the answer comes back with another state.
  const authorize = page.waitForRequest((r) => r.url().includes('/connect/authorize'));
  await page.goto(`${base}/track-accounts`);
  const state = new URL((await authorize).url()).searchParams.get('state');
  await onProviderSignIn(page);
  await page.goto(`${base}/auth/callback?code=some-code&state=${state}x`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in refused' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('does not belong to a sign-in started here');
  expect(await storedUserKeys(page)).toHaveLength(0);
});
