import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoViolations } from './axe-helpers.ts';
import { OWNER, signInDemo } from './demo-helpers.ts';
import { apiGet } from './purchase-helpers.ts';
import { storedUser } from './auth-helpers.ts';

// axe-core's WCAG 2.1 A/AA rules on every administration screen (issue 17), in English and in
// Arabic (right-to-left), with their dialogs open. Selectors avoid texts where they can: the
// same steps run in both languages.

test.setTimeout(180_000);

// The specs are type-checked without the DOM lib; this types the bit of `localStorage` used below.
declare const localStorage: { setItem(key: string, value: string): void };

/** A pending request of the demo owner, so the back office has a row to open. */
async function ownerMakesRequest(page: Page) {
  await signInDemo(page, OWNER);
  const bundles = await apiGet<{ items: { id: string }[] }>(
    page,
    '/api/app/smsBundle?skipCount=0&maxResultCount=999',
  );
  const accounts = await apiGet<{ items: { id: string; name: string }[] }>(
    page,
    '/api/app/trackAccount?skipCount=0&maxResultCount=1000',
  );
  const token = (await storedUser(page))?.access_token;
  const status = await page.evaluate(
    async (a) =>
      (
        await fetch('/api/app/smsBundleRenewalRequest', {
          method: 'POST',
          headers: { Authorization: `Bearer ${a.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ trackAccountId: a.account, smsBundleId: a.bundle }),
        })
      ).status,
    {
      token,
      account: accounts.items.find((a) => a.name === 'Demo Logistics')!.id,
      bundle: bundles.items[0]!.id,
    },
  );
  expect(status).toBe(200);
}

async function signInAdmin(page: Page, lang: 'en' | 'ar') {
  await page.goto('/account/login');
  await page.getByLabel('User name or phone number').fill('admin');
  await page.getByLabel(/^Password/).fill('Admin123!');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
  if (lang === 'ar') {
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await page.reload();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Opens an admin screen and waits for its heading and, when it has one, its grid's rows. */
async function openScreen(page: Page, path: string, grid = true) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (grid) await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
}

for (const lang of ['en', 'ar'] as const) {
  test(`every administration screen passes axe in ${lang}`, async ({ page, browser }) => {
    const owner = await browser.newContext();
    await ownerMakesRequest(await owner.newPage());
    await owner.close();
    await signInAdmin(page, lang);

    await openScreen(page, '/identity/roles');
    await expectNoViolations(page, 'roles');
    await openScreen(page, '/identity/users');
    await expectNoViolations(page, 'users');

    const config = await apiGet<{ multiTenancy: { isEnabled: boolean } }>(
      page,
      '/api/abp/application-configuration?includeLocalizationResources=false',
    );
    if (config.multiTenancy.isEnabled) {
      await openScreen(page, '/tenant-management/tenants');
      await expectNoViolations(page, 'tenants');
    }

    await openScreen(page, '/setting-management/features', false);
    await expectNoViolations(page, 'settings');
    await page.getByRole('tabpanel').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('checkbox').first()).toBeVisible();
    await expectNoViolations(page, 'settings: host features modal');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The GoTrack settings tab (issue 29): its form, e-mail section and record of changes.
    await openScreen(page, '/setting-management/gotrack', false);
    await expect(page.getByRole('tabpanel').getByRole('textbox').first()).toBeVisible();
    await expectNoViolations(page, 'settings: GoTrack');

    await openScreen(page, '/back-office/requests');
    await expectNoViolations(page, 'requests');
    await page.getByRole('table').first().getByRole('row').nth(1).getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('table')).toBeVisible();
    await expectNoViolations(page, 'requests: request dialog');
  });
}
