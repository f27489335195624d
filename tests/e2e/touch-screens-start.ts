import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { newPhone } from './auth-helpers.ts';
import type { TouchWalk } from './touch-walk.ts';

// The screens before the demo owner's: the account pages and "Page not found" signed out, then a
// new user's sign-in (phone, code, profile), their empty accounts list, "My account", and the
// create-subscription flow up to its request, which the requests screens then show.

const combo = (walk: TouchWalk, english: string) =>
  walk.page.getByRole('combobox', { name: walk.say(english), exact: true });

export async function signedOutScreens(walk: TouchWalk) {
  const { page } = walk;
  await walk.visit('/account/login');
  await walk.measure('log in');
  const tenantSwitch = walk.button('Switch');
  if (await tenantSwitch.isVisible()) await walk.dialog('log in: switch tenant', tenantSwitch);
  await walk.visit('/account/register');
  await walk.measure('register');
  await walk.visit('/account/forgot-password');
  await walk.measure('forgot password');
  await walk.visit('/account/reset-password?userId=u&resetToken=t');
  await walk.measure('reset password');
  await walk.visit(
    '/no/such/page',
    page.getByRole('heading', { name: walk.say('Page not found') }),
  );
  await walk.measure('page not found');
}

/** A new phone number signs in: the sign-in steps, then the profile it completes. */
export async function newUserScreens(walk: TouchWalk) {
  const { page } = walk;
  await walk.visit('/');
  await walk.measure('sign in: phone');
  await walk.menu('sign in: language menu', page.locator('button[aria-haspopup=menu]'));
  await page.getByLabel(walk.say('Phone number')).fill(newPhone());
  await walk.button('Send code').click();
  await expect(page.getByLabel(walk.say('Verification code'))).toHaveValue(/^\d{6}$/);
  await walk.measure('sign in: code');
  await walk.button('Verify').click();
  await page.getByLabel(walk.say('First name')).fill('Rami');
  await walk.measure('sign in: profile');
  await page.getByLabel(walk.say('Last name')).fill('Khalil');
  await page.getByLabel(walk.say('E-mail')).fill(`rami.${Date.now()}@example.com`);
  await walk.button('Save and continue').click();
  await expect(page).toHaveURL((url) => url.pathname === '/track-accounts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await walk.measure('accounts list, none yet');
  await page.getByRole('button', { name: walk.say('More actions') }).click();
  await walk.measure('accounts list: more actions');

  await walk.visit('/account/manage', page.getByRole('tab').first());
  await walk.measure('my account: personal settings');
  await walk.dialog('my account: change phone number', walk.button('Change phone number'));
  await page.getByRole('tab').nth(1).click();
  await walk.measure('my account: change password');
}

/** A personal subscription through every step, up to its request; returns the request's page. */
export async function createSubscriptionScreens(walk: TouchWalk) {
  const { page } = walk;
  await walk.visit('/track-accounts/create');
  await walk.measure('create subscription: type');
  await page.getByRole('radio', { name: walk.say('Personal subscription') }).check();
  await walk.button('Next').click();
  await expect(combo(walk, 'Plan')).toBeVisible();
  await walk.measure('create subscription: form');
  await combo(walk, 'Plan').selectOption({ index: 1 });
  await page.getByRole('textbox', { name: walk.say('Account name') }).fill('Touch test');
  await combo(walk, 'Governorate').selectOption({ index: 1 });
  await combo(walk, 'City').selectOption({ index: 1 });
  await walk.button('Add vehicle').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await walk.measure('create subscription: vehicle dialog');
  await combo(walk, 'Licence plate sub-class').selectOption({ index: 1 });
  await dialog.getByRole('textbox', { name: walk.say('Licence plate serial') }).fill('100301');
  await walk.button('Save', dialog).click();
  await expect(dialog).toBeHidden();
  await purchaseDialogs(walk, 'create subscription');
  await walk.visit('/subscription-requests');
  await page.locator('a[href^="/subscription-requests/PersonalAccountSubscription/"]').click();
  await expect(page).toHaveURL(/\/subscription-requests\/PersonalAccountSubscription\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await walk.measure('subscription request');
}

/**
 * Confirm → price offer → payment confirmation → payment, each measured; the payment tab is
 * closed and the payment left for later (the request exists from the payment confirmation on).
 */
export async function purchaseDialogs(walk: TouchWalk, screen: string, pays = true) {
  const { page } = walk;
  await walk.button('Confirm').click();
  const offer = page.getByRole('dialog', { name: walk.say('Price offer') });
  await expect(offer.getByRole('table')).toBeVisible({ timeout: 15_000 });
  await walk.measure(`${screen}: price offer`);
  await walk.button('Confirm', offer).click();
  const ask = page.getByRole('dialog', { name: walk.say('Payment confirmation') });
  await expect(ask).toBeVisible();
  await walk.measure(`${screen}: payment confirmation`);
  if (!pays) return;
  const tab = page.context().waitForEvent('page');
  await walk.button('Confirm', ask).click();
  await (await tab).close();
  await expect(page.getByRole('dialog', { name: walk.say('Payment') })).toBeVisible();
  await walk.measure(`${screen}: payment`);
  await walk.button('Pay later').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Signs out from the accounts list (the phone folds its Logout into "More actions"). */
export async function signOutFromAccounts(walk: TouchWalk, page: Page = walk.page) {
  await walk.visit('/track-accounts');
  await page.getByRole('button', { name: walk.say('More actions') }).click();
  await walk.button('Logout').click();
  await expect(page.getByLabel(walk.say('Phone number'))).toBeVisible();
}
