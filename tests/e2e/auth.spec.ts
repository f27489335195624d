import { expect, test } from './fixtures.ts';
import {
  expectSignInScreen,
  newPhone,
  signInNewUser,
  storedUser,
  TEXTS,
  type Lang,
} from './auth-helpers.ts';

// Sign-in and session rules (issue 3, spec part 1 §2 "Sign-in", §4 "Token and session"), against
// the real server in demo mode: one-time codes come back from sendOtpDev and are pre-filled.

test.describe('one-time-code sign-in', () => {
  for (const lang of ['en', 'ar'] as Lang[]) {
    test(`a new phone number signs in, completes the profile and stays signed in (${lang})`, async ({
      page,
    }) => {
      if (lang === 'ar') {
        await page.goto('/');
        await page.getByRole('button', { name: /Language/ }).click();
        const reloaded = page.waitForEvent('load');
        await page.getByRole('menuitem', { name: 'العربية' }).click();
        await reloaded;
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      }
      await signInNewUser(page, lang);
      await expect(page.getByText(/Rami Khalil/)).toBeVisible();

      // Reload keeps the session.
      await page.reload();
      await expect(page.getByRole('heading', { name: TEXTS[lang].landing })).toBeVisible();

      // A signed-in user opening the sign-in screen moves on.
      await page.goto('/');
      await expect(page).toHaveURL((url) => url.pathname === '/track-accounts');
    });
  }

  test('a wrong code says the OTP is not valid', async ({ page, consoleGuard }) => {
    // Chrome logs the refused token request.
    consoleGuard.allow(/status of 400 .*\/connect\/token/);
    await page.goto('/');
    // A fresh number: the server allows one code per number every 30 s.
    await page.getByLabel('Phone number').fill(newPhone());
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = page.getByLabel('Verification code');
    await expect(code).toHaveValue(/^\d{6}$/);
    const right = await code.inputValue();
    await code.fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('the OTP is not valid', { exact: true })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('a guarded page sends a visitor to sign-in and back afterwards', async ({ page }) => {
    await page.goto('/account/manage');
    await expect(page).toHaveURL((url) => url.searchParams.get('returnUrl') === '/account/manage');
    await expectSignInScreen(page);
    await signInNewUser(page, 'en', { start: '/account/manage', landing: '/account/manage' });
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await expect(page.getByLabel(/^E-mail/)).toHaveValue(/^rami\./);
  });
});

test.describe('session across tabs', () => {
  test('a second tab shares the session; signing out in one ends both', async ({
    page,
    context,
  }) => {
    await signInNewUser(page);
    const second = await context.newPage();
    await second.goto('/track-accounts');
    await expect(second.getByRole('heading', { name: 'Your track accounts' })).toBeVisible();

    await second.getByRole('button', { name: 'Logout' }).click();
    await expectSignInScreen(second);
    await expectSignInScreen(page);
    expect(await storedUser(page)).toBeNull();
  });
});

test.describe('session expiry', () => {
  test('ten idle minutes sign the user out', async ({ page }) => {
    await page.clock.install();
    await signInNewUser(page);
    await page.clock.fastForward('10:01');
    await expectSignInScreen(page);
    expect(await storedUser(page)).toBeNull();
  });

  test('an expired access token is refreshed silently', async ({ page }) => {
    await page.clock.install();
    await signInNewUser(page);
    const before = await storedUser(page);
    expect(before?.refresh_token).toBeTruthy();
    // Past the 15-minute lifetime, moving the mouse now and then so the idle rule stays quiet.
    for (let i = 0; i < 4; i++) {
      await page.mouse.move(100 + i, 100);
      await page.clock.fastForward('04:00');
    }
    await expect
      .poll(async () => (await storedUser(page))?.expires_at)
      .toBeGreaterThan(before!.expires_at);
    const after = await storedUser(page);
    expect(after?.access_token).not.toBe(before?.access_token);
    expect(after?.refresh_token).not.toBe(before?.refresh_token);
    // The new token works: app state knows the user.
    const state = await page.evaluate(async (token) => {
      const response = await fetch('/api/abp/application-configuration', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return (await response.json()) as { currentUser: { isAuthenticated: boolean } };
    }, after!.access_token);
    expect(state.currentUser.isAuthenticated).toBe(true);
    await expect(page.getByRole('heading', { name: 'Your track accounts' })).toBeVisible();
  });

  test('a 401 from the API returns to sign-in with the returnUrl', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/401/);
    await signInNewUser(page);
    // The signed-in app's own request (it carries the token) is refused once; the served page's
    // signed-out preload of the same endpoint is not the app's and goes through.
    let refused = false;
    await page.route('**/api/abp/application-configuration*', (route) => {
      if (refused || !route.request().headers()['authorization']) return route.continue();
      refused = true;
      return route.fulfill({ status: 401, body: '' });
    });
    await page.reload();
    await expect(page).toHaveURL((url) => url.searchParams.get('returnUrl') === '/track-accounts');
    await expectSignInScreen(page);
    expect(await storedUser(page)).toBeNull();
  });
});

test.describe('password sign-in', () => {
  test('the administrator signs in with a password', async ({ page }) => {
    await page.goto('/account/login');
    await page.getByLabel('User name or phone number').fill('admin');
    await page.getByLabel(/^Password/).fill('Admin123!');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/account/manage');
    await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
    expect((await storedUser(page))?.access_token).toBeTruthy();
  });
});
