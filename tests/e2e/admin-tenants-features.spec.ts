import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectSignInScreen } from './auth-helpers.ts';
import { expectNoViolations } from './axe-helpers.ts';
import { startOwnServer } from './own-server.ts';

// Issue 17's journeys for host features and tenants, on the production build and real servers.
// The shared server's host features are reset at the end of the journey that changes them.

// The specs are type-checked without the DOM lib; this types the bit of `localStorage` used below.
declare const localStorage: { setItem(key: string, value: string): void };

async function signIn(page: Page, userName: string, password: string) {
  await page.goto('/account/login');
  await page.getByLabel('User name or phone number').fill(userName);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
}

async function openHostFeatures(page: Page) {
  await page.goto('/setting-management/features');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Feature management' }).click();
  await page.getByRole('button', { name: 'Manage host features' }).click();
  const dialog = page.getByRole('dialog', { name: 'Features' });
  await expect(dialog.getByRole('checkbox', { name: 'Reports' })).toBeVisible();
  return dialog;
}

test('an administrator changes host features, sees them kept, and resets them', async ({
  page,
}) => {
  await signIn(page, 'admin', 'Admin123!');
  let dialog = await openHostFeatures(page);
  // The first group is selected; unchecking a parent unchecks its children.
  await expect(dialog.getByRole('button', { name: 'GoTrack' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(dialog.getByRole('checkbox', { name: 'Entering zone alert' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Geo-zones' }).uncheck();
  await expect(dialog.getByRole('checkbox', { name: 'Entering zone alert' })).not.toBeChecked();
  // Checking a child checks its parent again.
  await dialog.getByRole('checkbox', { name: 'Entering zone alert' }).check();
  await expect(dialog.getByRole('checkbox', { name: 'Geo-zones' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Reports' }).uncheck();
  const vehicles = dialog.getByRole('spinbutton', { name: 'Vehicles per account' });
  await expect(vehicles).toHaveValue('1000');
  await vehicles.fill('25');
  // Enter in a feature row saves.
  await vehicles.press('Enter');
  await expect(page.getByText('Saved successfully', { exact: true }).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  dialog = await openHostFeatures(page);
  await expect(dialog.getByRole('checkbox', { name: 'Reports' })).not.toBeChecked();
  await expect(dialog.getByRole('spinbutton', { name: 'Vehicles per account' })).toHaveValue('25');
  // Save without a change closes without a call.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  dialog = await openHostFeatures(page);
  await dialog.getByRole('button', { name: 'Reset to default' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm.getByText('Are you sure to reset to default?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Reset to default' }).click();
  await expect(page.getByText('Reset to default', { exact: true }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  dialog = await openHostFeatures(page);
  await expect(dialog.getByRole('checkbox', { name: 'Reports' })).toBeChecked();
  await expect(dialog.getByRole('spinbutton', { name: 'Vehicles per account' })).toHaveValue(
    '1000',
  );
});

test('with multi-tenancy on, an administrator creates a tenant and its admin signs in to it', async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(180_000); // a second server starts on a fresh database
  const server = await startOwnServer(process.env.E2E_STATIC_DIR ?? 'dist', {
    MULTI_TENANCY: 'true',
  });
  try {
    const base = server.baseURL;
    await page.goto(`${base}/account/login`);
    await page.getByLabel('User name or phone number').fill('admin');
    await page.getByLabel(/^Password/).fill('Admin123!');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();

    await page.goto(`${base}/tenant-management/tenants`);
    await expect(page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
    // The tenants screen only exists with multi-tenancy on: this server is where axe sees it.
    await expect(page.getByRole('table', { name: 'Tenants' }).getByRole('row')).not.toHaveCount(0);
    await expectNoViolations(page, 'tenants');
    await page.getByRole('button', { name: 'New tenant' }).click();
    const dialog = page.getByRole('dialog', { name: 'New tenant' });
    await expectNoViolations(page, 'tenants: new tenant dialog');
    await dialog.getByLabel(/^Tenant name/).fill('Northwind');
    await dialog.getByLabel(/^Admin e-mail address/).fill('boss@northwind.example');
    await dialog.getByLabel(/^Admin password/).fill('North123!');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: 'Northwind' });
    await expect(row).toHaveCount(1);

    // The tenant's features open in the same modal.
    await row.getByRole('button', { name: 'Features' }).click();
    const features = page.getByRole('dialog', { name: 'Features' });
    await expect(features.getByRole('checkbox', { name: 'Reports' })).toBeChecked();
    await expectNoViolations(page, 'tenants: features modal');
    await features.getByRole('button', { name: 'Cancel' }).click();

    // The same screen in Arabic, right to left.
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('المستأجرون');
    await expect(page.getByRole('row').filter({ hasText: 'Northwind' })).toHaveCount(1);
    await expectNoViolations(page, 'tenants (ar)');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();

    // The host's administrator stays signed in beside the tenant's, to delete the tenant later.
    const host = await page.context().browser()!.newContext();
    const hostPage = await host.newPage();
    await hostPage.goto(`${base}/account/login`);
    await hostPage.getByLabel('User name or phone number').fill('admin');
    await hostPage.getByLabel(/^Password/).fill('Admin123!');
    await hostPage.getByRole('button', { name: 'Login' }).click();
    await expect(hostPage.getByRole('button', { name: /Account menu for/ })).toBeVisible();

    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectSignInScreen(page);
    await page.goto(`${base}/account/login`);
    await page.getByRole('button', { name: 'Switch' }).click();
    const switcher = page.getByRole('dialog', { name: 'Switch tenant' });
    await switcher.getByLabel(/^Name/).fill('Northwind');
    await switcher.getByRole('button', { name: 'Save' }).click();
    await expect(switcher).toBeHidden();
    await page.getByLabel('User name or phone number').fill('admin');
    await page.getByLabel(/^Password/).fill('North123!');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();

    await page.goto(`${base}/identity/users`);
    const users = page.getByRole('table', { name: 'Users' });
    await expect(users.getByRole('row')).toHaveCount(2); // the header and the tenant's admin
    await expect(users.getByRole('row').nth(1)).toContainText('boss@northwind.example');

    // The host deletes the tenant (with confirmation): its signed-in admin is out at once.
    await hostPage.goto(`${base}/tenant-management/tenants`);
    const gone = hostPage.getByRole('row').filter({ hasText: 'Northwind' });
    await gone.getByRole('button', { name: 'Delete' }).click();
    const confirm = hostPage.getByRole('alertdialog').or(hostPage.getByRole('dialog'));
    await expect(confirm).toContainText('Tenant “Northwind” will be deleted.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(gone).toHaveCount(0);
    await host.close();
    // The browser logs the refused call of the page that was open when the tenant went away.
    consoleGuard.allow(/status of 401 \(Unauthorized\)/);
    await page.reload();
    await expectSignInScreen(page);
  } finally {
    await server.stop();
  }
});
