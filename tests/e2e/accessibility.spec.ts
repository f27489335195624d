import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OWNER, signInDemo } from './demo-helpers.ts';
import { expectNoViolations } from './axe-helpers.ts';

// axe-core's WCAG 2.1 A/AA rules on the subscription screens (issue 5) and the live map, in English
// and in Arabic (right-to-left), with their dialogs open: what a screen-reader or keyboard user
// meets.

test.setTimeout(120_000);

/** The owner's "Demo Logistics" account id, from its card's Requests link. */
async function businessId(page: Page) {
  const href = await page
    .getByRole('listitem')
    .filter({ hasText: 'Demo Logistics' })
    .getByRole('link', { name: /^(Requests|الطلبات)$/ })
    .getAttribute('href');
  return href!.split('/').pop()!;
}

for (const lang of ['en', 'ar'] as const) {
  test(`the subscription screens and the live map pass axe in ${lang}`, async ({ page }) => {
    await signInDemo(page, OWNER);
    if (lang === 'ar') {
      await page.evaluate(() => localStorage.setItem('lang', 'ar'));
      await page.reload();
    }
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectNoViolations(page, '/track-accounts');
    const id = await businessId(page);

    await page.goto('/plans');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoViolations(page, '/plans');

    await page.goto('/track-accounts/create');
    await page.getByRole('radio').nth(1).check();
    await expectNoViolations(page, 'create: type step');

    await page.goto(`/track-accounts/sms-bundle-renewal/${id}`);
    await expect(page.getByRole('combobox')).toBeVisible();
    await expectNoViolations(page, 'SMS bundle');

    await page.goto(`/track-accounts/increase-vehicle/${id}`);
    await page.getByRole('button', { name: /^(Add vehicle|إضافة مركبة)$/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, 'increase vehicles: vehicle dialog');
    await page.keyboard.press('Escape');

    await page.goto(`/track-accounts/renew-subscription/${id}`);
    await expect(page.getByRole('combobox').first()).toBeVisible();
    await expectNoViolations(page, 'renew');
    await page.locator('form button[type=submit]').click();
    await expect(page.getByRole('dialog').getByRole('table')).toBeVisible({ timeout: 15_000 });
    await expectNoViolations(page, 'renew: price offer');
    await page.keyboard.press('Escape');

    await page.goto('/subscription-requests');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, '/subscription-requests');

    await page.goto(`/track-accounts/requests/${id}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, 'account requests dialog');

    // And the live map the account opens on.
    await page.goto('/track-accounts');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Demo Logistics' })
      .getByRole('button')
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/main');
    await expect(page.getByRole('application').locator('canvas').first()).toBeVisible();
    await expectNoViolations(page, '/main');
  });
}
