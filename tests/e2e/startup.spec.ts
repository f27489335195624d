import { expect, test } from './fixtures.ts';
import { signInHeading } from './helpers.ts';

test.describe('start-up', () => {
  test('a failed configuration load explains itself and recovers by itself', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/ERR_FAILED|Failed to load resource/);
    // As a plain static host serves the app (or a real ABP back end): index.html without the
    // inline config, so the app reads /config.json.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /<script type="application\/json"[^]*?<\/script>/,
          '',
        );
        await route.fulfill({ response, body });
      },
    );
    await page.route('**/config.json', (route) => route.abort('failed'));
    await page.goto('/');

    await expect(page.getByRole('heading', { name: 'The app could not start' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('settings could not be loaded');
    await expect(page.getByRole('alert')).toContainText('tries again by itself');

    // No click: the screen tries again on its own.
    await page.unroute('**/config.json');
    await expect(signInHeading(page)).toBeVisible();
  });

  test('a failed application-state load is told in the chosen language, with retry', async ({
    page,
    baseURL,
    consoleGuard,
  }) => {
    consoleGuard.allow(/503|Failed to load resource/);
    await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
    await page.route('**/api/abp/application-configuration*', (route) =>
      route.fulfill({ status: 503, body: 'down' }),
    );
    await page.goto('/');

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'تعذّر تشغيل التطبيق' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(`ردّ الخادم على ${baseURL} بخطأ (503).`);

    await page.unroute('**/api/abp/application-configuration*');
    await page.getByRole('button', { name: 'حاول مرة أخرى الآن' }).click();
    await expect(signInHeading(page, 'تسجيل الدخول')).toBeVisible();
  });

  test('a server that does not answer is named, and the device is not called offline', async ({
    page,
    baseURL,
    consoleGuard,
  }) => {
    consoleGuard.allow(/ERR_CONNECTION_REFUSED|Failed to load resource/);
    await page.route('**/api/abp/application-configuration*', (route) =>
      route.abort('connectionrefused'),
    );
    await page.goto('/');

    await expect(page.getByRole('heading', { name: 'The app could not start' })).toBeVisible();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(`The server at ${baseURL} could not be reached.`);
    await expect(alert).not.toContainText('offline');
  });

  test('a server that refuses says with which status', async ({ page, baseURL, consoleGuard }) => {
    consoleGuard.allow(/503|Failed to load resource/);
    await page.route('**/api/abp/application-configuration*', (route) =>
      route.fulfill({ status: 503, body: 'down' }),
    );
    await page.goto('/');

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(`The server at ${baseURL} answered with an error (503).`);
    await expect(alert).not.toContainText('offline');
  });
});
