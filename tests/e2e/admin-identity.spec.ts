import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Issue 17's acceptance journey for roles, users and permissions, on the production build and
// the real server. The server's database is shared by every spec: names are unique per run.

// The specs are type-checked without the DOM lib; this types the bit of `localStorage` used below.
declare const localStorage: { setItem(key: string, value: string): void };

const ADMIN = { userName: 'admin', password: 'Admin123!' };

async function signIn(page: Page, userName: string, password: string) {
  await page.goto('/account/login');
  await page.getByLabel('User name or phone number').fill(userName);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
}

async function newSession(browser: Browser, userName: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, userName, password);
  return { context, page };
}

/** Administration › Identity management › `entry`, through the navbar's menus. */
async function openIdentityMenu(page: Page) {
  await page.getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('menuitem', { name: 'Identity management' }).click();
}

/** Ticks or clears one permission of a role in the permissions dialog, then saves. */
async function setRolePermission(page: Page, role: string, permission: string, on: boolean) {
  await page.goto('/identity/roles');
  await page.getByRole('searchbox', { name: 'Search' }).fill(role);
  const row = page.getByRole('row').filter({ hasText: role });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Permissions' }).click();
  const dialog = page.getByRole('dialog', { name: `Permissions - ${role}` });
  const box = dialog.getByRole('checkbox', { name: permission, exact: true });
  await box.setChecked(on);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully', { exact: true }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('an administrator makes a Support role with only the users permission, and takes it back', async ({
  page,
  browser,
  consoleGuard,
}) => {
  const run = Date.now().toString(36);
  const role = `Support ${run}`;
  const user = { userName: `support.${run}`, password: 'Support-Pass1' };

  await signIn(page, ADMIN.userName, ADMIN.password);
  await openIdentityMenu(page);
  await page.getByRole('menuitem', { name: 'Roles' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/identity/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();

  await page.getByRole('button', { name: 'New role' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'New role' });
  await roleDialog.getByLabel('Role name').fill(role);
  await roleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(roleDialog).toBeHidden();

  // The same name again: the server's refusal shows in the dialog, which keeps what was typed.
  // ABP answers a business rule with 403, which the browser logs.
  consoleGuard.allow(/status of 403 .*\/api\/identity\/roles\)/);
  await page.getByRole('button', { name: 'New role' }).click();
  await roleDialog.getByLabel('Role name').fill(role);
  await roleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(roleDialog.getByRole('alert')).toBeVisible();
  await expect(roleDialog.getByLabel('Role name')).toHaveValue(role);
  await roleDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(roleDialog).toBeHidden();

  await setRolePermission(page, role, 'User management', true);

  // A user in that role, with a password.
  await page.goto('/identity/users');
  await page.getByRole('button', { name: 'New user' }).click();
  const userDialog = page.getByRole('dialog', { name: 'New user' });
  await userDialog.getByLabel('User name').fill(user.userName);
  // With a full profile the user's first sign-in does not stop at "Complete your profile".
  await userDialog.getByLabel('Name', { exact: true }).fill('Sara');
  await userDialog.getByLabel('Surname').fill('Haddad');
  await userDialog.getByLabel('Email address').fill(`${user.userName}@example.com`);
  await userDialog.getByLabel(/^Password/).fill(user.password);
  await userDialog.getByRole('tab', { name: 'Roles' }).click();
  await userDialog.getByRole('checkbox', { name: role }).check();
  await userDialog.getByRole('button', { name: 'Save' }).click();
  await expect(userDialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search' }).fill(user.userName);
  await expect(page.getByRole('row').filter({ hasText: user.userName })).toHaveCount(1);

  // Signed in as that user (their own browser): only Users under administration.
  const support = await newSession(browser, user.userName, user.password);
  consoleGuard.watch(support.context);
  await openIdentityMenu(support.page);
  await expect(support.page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
  await expect(support.page.getByRole('menuitem', { name: 'Roles' })).toHaveCount(0);
  await expect(support.page.getByRole('menuitem', { name: 'Tenant management' })).toHaveCount(0);
  await support.page.goto('/identity/roles');
  await expect(support.page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await support.page.goto('/identity/users');
  await expect(support.page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await support.page.goto('/account/manage');
  await expect(support.page.getByRole('button', { name: 'Administration' })).toBeVisible();

  // The administrator takes the grant back; the user's next load of app state has lost it.
  await setRolePermission(page, role, 'User management', false);
  await support.page.reload();
  await expect(support.page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
  await expect(support.page.getByRole('button', { name: 'Administration' })).toHaveCount(0);
  await support.context.close();
});

test('the roles screen in Arabic is right-to-left and its grid scrolls inside itself on a phone', async ({
  page,
}) => {
  await signIn(page, ADMIN.userName, ADMIN.password);
  await page.setViewportSize({ width: 390, height: 800 });
  // The language is read at start-up (as the language menu's choice is).
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.goto('/identity/roles');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الأدوار' })).toBeVisible();
  const table = page.getByRole('table', { name: 'الأدوار' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /اسم الدور/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'دور جديد' })).toBeVisible();
  // The page itself never scrolls sideways; a wide table scrolls in its own region.
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
