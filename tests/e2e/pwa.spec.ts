import { expect, test } from './fixtures.ts';
import {
  registerServiceWorkerAtOnce,
  signInHeading,
  waitForServiceWorkerControl,
} from './helpers.ts';

interface ManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}

test.describe('progressive web app', () => {
  test('the service worker controls the page and the shell survives a cut network', async ({
    page,
    context,
    consoleGuard,
  }) => {
    await registerServiceWorkerAtOnce(context);
    await page.goto('/');
    await expect(signInHeading(page)).toBeVisible();

    await waitForServiceWorkerControl(page);

    // Requests that fail while offline are logged by Chrome; anything else still fails the test.
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(signInHeading(page)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      // Any client route falls back to the precached shell.
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('the manifest and its icons are served', async ({ page }) => {
    await page.goto('/');
    await expect(signInHeading(page)).toBeVisible();

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href, 'index.html links a web app manifest').toBeTruthy();
    const manifestUrl = new URL(href ?? '', page.url());
    const response = await page.request.get(manifestUrl.href);
    expect(response.status()).toBe(200);

    const manifest = (await response.json()) as {
      name?: string;
      short_name?: string;
      start_url?: string;
      display?: string;
      icons?: ManifestIcon[];
    };
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBe('GoTrack');
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');

    const icons = manifest.icons ?? [];
    const sizes = icons.map((icon) => icon.sizes);
    expect(sizes).toContain('192x192');
    expect(sizes).toContain('512x512');
    expect(icons.some((icon) => icon.purpose?.split(/\s+/).includes('maskable'))).toBe(true);
    for (const icon of icons) {
      const iconResponse = await page.request.get(new URL(icon.src, manifestUrl).href);
      expect(iconResponse.status(), `icon ${icon.src}`).toBe(200);
      expect(iconResponse.headers()['content-type'], `icon ${icon.src}`).toContain('image/png');
    }
  });

  test('Chrome reports no installability errors', async ({
    playwright,
    baseURL,
    consoleGuard,
  }, testInfo) => {
    // Chrome never offers to install from an off-the-record context (the default test context
    // reports `in-incognito`): use a persistent profile.
    const context = await playwright.chromium.launchPersistentContext(
      testInfo.outputPath('profile'),
      {
        ...testInfo.project.use.launchOptions,
        headless: true,
        baseURL,
        locale: 'en-US',
        viewport: { width: 1280, height: 800 },
      },
    );
    try {
      consoleGuard.watch(context);
      await registerServiceWorkerAtOnce(context);
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await expect(signInHeading(page)).toBeVisible();
      await waitForServiceWorkerControl(page);

      const cdp = await context.newCDPSession(page);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors, 'manifest parse errors').toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
