import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInNewUser } from './auth-helpers.ts';
import { OBSERVER, OWNER, signInDemo } from './demo-helpers.ts';
import { registerServiceWorkerAtOnce, waitForServiceWorkerControl } from './helpers.ts';
import { OFFLINE_NOISE, waitForPersisted } from './offline-helpers.ts';

// Track accounts and the /main layout (issue 4, spec part 1 §2 items 1 and 11, part 2 §2),
// with the demo users the server seeds: the owner has "Demo Logistics" (business) and "Sami's car"
// (personal); the observer watches "Demo Logistics".

// The specs are type-checked without the DOM lib.
declare const localStorage: { getItem(key: string): string | null };

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Open ${name}` }) });
const topBar = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });

test('the demo owner sees both accounts and opens the business one', async ({ page }) => {
  await signInDemo(page, OWNER);
  const logistics = card(page, 'Demo Logistics');
  await expect(logistics).toContainText('Business');
  await expect(logistics).toContainText('Owner');
  await expect(logistics.getByRole('link', { name: 'Renew subscription' })).toBeVisible();
  await expect(card(page, "Sami's car")).toContainText('Personal');
  await expect(page.getByRole('link', { name: 'Create new subscription' })).toBeVisible();

  // The info dialog shows the account's current subscription.
  await logistics.getByRole('button', { name: 'Account information: Demo Logistics' }).click();
  const info = page.getByRole('dialog', { name: 'Account information: Demo Logistics' });
  await expect(info).toContainText('Gold');
  await expect(info).toContainText('Active');
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();

  // No account chosen yet: /main sends the user back to the list.
  await page.goto('/main');
  await expect(page).toHaveURL((url) => url.pathname === '/track-accounts');

  await logistics.getByRole('button', { name: /^Open Demo Logistics/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/main');
  await expect(topBar(page).getByRole('link', { name: 'Main' })).toBeVisible();
  await expect(topBar(page).getByRole('link', { name: 'Services' })).toBeVisible();
  // The demo plan has every feature on.
  await expect(topBar(page).getByRole('link', { name: 'Notifications' })).toBeVisible();
  await expect(topBar(page).getByRole('link', { name: 'Report' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByTestId('live-map')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('associationType'))).toBe('Ow');
});

test('the observer sees only the shared account and is warned on services', async ({ page }) => {
  await signInDemo(page, OBSERVER);
  const logistics = card(page, 'Demo Logistics');
  await expect(logistics).toContainText('Observer');
  await expect(page.getByRole('button', { name: /^Open / })).toHaveCount(1);
  await expect(logistics.getByRole('link')).toHaveCount(0);

  await logistics.getByRole('button', { name: /^Open Demo Logistics/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/main');
  await topBar(page).getByRole('link', { name: 'Services' }).click();
  await expect(page.getByText('You are an observer not an owner', { exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/main');
});

test('offline, the list comes from the saved cache with its age', async ({
  page,
  context,
  consoleGuard,
}) => {
  await registerServiceWorkerAtOnce(context);
  await signInNewUser(page);
  await expect(page.getByText(/You have no track accounts yet/)).toBeVisible();
  await waitForServiceWorkerControl(page);
  await waitForPersisted(page, /"track-accounts","list"/);

  consoleGuard.allow(OFFLINE_NOISE);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your track accounts' }),
    ).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: /offline — last updated/ }),
    ).toBeVisible();
    await expect(page.getByText(/You have no track accounts yet/)).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
