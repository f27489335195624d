import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';
import { apiGet } from './purchase-helpers.ts';
import type { TouchWalk } from './touch-walk.ts';

// The administrator's screens: the navigation and its Administration menu, roles, users, tenants
// (when multi-tenancy is on), the settings (GoTrack and features) and the back office's requests,
// with their dialogs.

/** Signs out through the navbar's account menu (the phone folds it behind the toggle). */
async function signOutFromNavbar(walk: TouchWalk) {
  const { page } = walk;
  await page.getByRole('button', { name: walk.say('Toggle navigation') }).click();
  await page.locator('nav button[aria-haspopup=menu]').last().click();
  await page.getByRole('menuitem', { name: walk.say('Logout') }).click();
}

/** Opens an admin screen and waits for its grid's first row. */
async function openGrid(walk: TouchWalk, path: string) {
  await walk.visit(path);
  await expect(walk.page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
}

/** The first row's button named `english`. */
const rowButton = (walk: TouchWalk, english: string): Locator =>
  walk.page
    .getByRole('table')
    .first()
    .getByRole('row')
    .nth(1)
    .getByRole('button', {
      name: walk.say(english),
      exact: true,
    });

export async function adminScreens(walk: TouchWalk) {
  const { page } = walk;
  await walk.visit('/account/login');
  await page.getByLabel(walk.say('User name or phone number')).fill('admin');
  await page.getByLabel(new RegExp(`^${walk.pattern('Password')}`)).fill('Admin123!');
  await walk.button('Login').click();
  // Past the code exchange too: the navigation to the return address folds an opened navbar.
  await expect(page).toHaveURL(
    (url) => !['/account/login', '/auth/callback'].includes(url.pathname),
  );
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const toggle = page.getByRole('button', { name: walk.say('Toggle navigation') });
  await expect(toggle).toBeVisible();
  await walk.measure('administrator: start');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await walk.measure('administrator: navigation');
  await walk.menu('administrator: administration menu', walk.button('Administration'));

  await openGrid(walk, '/identity/roles');
  await walk.measure('roles');
  await walk.dialog('roles: edit', rowButton(walk, 'Edit'));
  await walk.dialog('roles: permissions', rowButton(walk, 'Permissions'));
  await openGrid(walk, '/identity/users');
  await walk.measure('users');
  await walk.dialog('users: edit', rowButton(walk, 'Edit'));

  const config = await apiGet<{ multiTenancy: { isEnabled: boolean } }>(
    page,
    '/api/abp/application-configuration?includeLocalizationResources=false',
  );
  if (config.multiTenancy.isEnabled) {
    await openGrid(walk, '/tenant-management/tenants');
    await walk.measure('tenants');
    await walk.dialog('tenants: edit', rowButton(walk, 'Edit'));
  }

  await walk.visit('/setting-management/gotrack');
  await expect(page.getByRole('tabpanel').getByRole('textbox').first()).toBeVisible();
  await walk.measure('settings: GoTrack');

  await walk.visit('/setting-management/features');
  await walk.measure('settings');
  await walk.dialog('settings: host features', walk.button('Manage host features'));

  await openGrid(walk, '/back-office/requests');
  await walk.measure('requests');
  await walk.dialog(
    'requests: a request',
    page.getByRole('table').first().getByRole('row').nth(1).getByRole('button').first(),
  );
  await signOutFromNavbar(walk);
}
