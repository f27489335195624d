import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OWNER, openAccount, signInDemo } from './demo-helpers.ts';

// Issue 16: every entry of the /main top bar and of More opens a real screen — a heading of its
// own and never "Page not found".

test.setTimeout(120_000);

async function expectRealScreen(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Page not found')).toHaveCount(0);
}

test('top bar and More entries all open real screens', async ({ page }) => {
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  // The gated entries appear once the account's features are in.
  await expect(menu.getByRole('link', { name: 'More', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Report', exact: true })).toBeVisible();
  const entries = await menu.getByRole('link').evaluateAll((links) =>
    links.map((a) => ({
      name: a.textContent ?? '',
      path: new URL((a as unknown as { href: string }).href).pathname,
    })),
  );
  expect(entries.map((e) => e.path)).toEqual(
    expect.arrayContaining(['/main', '/main/services', '/main/more']),
  );
  for (const entry of entries.filter((e) => e.path !== '/main')) {
    await menu.getByRole('link', { name: entry.name, exact: true }).click();
    await expectRealScreen(page, entry.path);
  }
  await page.getByRole('link', { name: 'Profile', exact: true }).first().click();
  await expectRealScreen(page, '/main/account-profile');

  await menu.getByRole('link', { name: 'More', exact: true }).click();
  await expectRealScreen(page, '/main/more');
  await expect(page.getByRole('link', { name: /Contact support/ })).toHaveAttribute(
    'href',
    /^tel:\+?\d+$/,
  );
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.getByRole('link', { name: 'About the app' }).click();
  await expectRealScreen(page, '/main/more/about');
  await expect(page.getByRole('img', { name: /logo/ })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'More' })
    .click();
  await expectRealScreen(page, '/main/more');
  await page.getByRole('link', { name: /View and edit your profile/ }).click();
  await expectRealScreen(page, '/main/account-profile');
  await page.getByRole('link', { name: 'My requests' }).click();
  await expectRealScreen(page, '/subscription-requests');
});
