import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OWNER, openAccount, signInDemo } from './demo-helpers.ts';
import { markerCount, persistedKeys } from './offline-helpers.ts';

// Issue 13 acceptance: what an observer sees is what the owner gave them. The owner groups three
// vehicles, adds a new observer with that group; the observer signs in on their own phone and
// sees exactly those three on the live map. Deactivated, their next load shows none.

test.setTimeout(180_000);

const tag = () => `${test.info().parallelIndex}-${Date.now() % 1e7}`;

/** A mobile number nobody has yet: the second of the run and the worker slot. */
const newPhone = () =>
  `094${String(Math.floor(Date.now() / 1000) % 100_000).padStart(5, '0')}${test.info().parallelIndex % 10}7`;

async function openService(page: Page, tile: RegExp) {
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Services', exact: true })
    .click();
  await page.getByRole('link', { name: tile }).click();
}

/** Waits until the saved query cache holds no query whose key matches `pattern`. */
async function waitForSavedWithout(page: Page, pattern: RegExp) {
  await expect
    .poll(async () => (await persistedKeys(page)).filter((key) => pattern.test(key)), {
      timeout: 15_000,
    })
    .toEqual([]);
}

/** Signs a phone number in that has never signed in: one-time code, then the profile step. */
async function signInFirstTime(browser: Browser, phone: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Verification code')).toHaveValue(/^\d{6}$/);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('First name').fill('Lina');
  await page.getByLabel('Last name').fill('Haddad');
  await page.getByLabel('E-mail').fill(`lina.${phone}@example.com`);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/track-accounts');
  return { context, page };
}

test('an observer sees exactly the vehicles of the group the owner gave them, and none once deactivated', async ({
  page,
  browser,
  consoleGuard,
}) => {
  const groupName = `Morning run ${tag()}`;
  const observerName = `Lina ${tag()}`;
  const phone = newPhone();

  // The owner: a group of three vehicles.
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  await openService(page, /^Groups/);
  await page.getByRole('link', { name: 'Add group' }).click();
  await page.getByLabel('Group name').fill(groupName);
  const chosen = ['501411', '501548', '501685'];
  for (const plate of chosen) {
    await page.getByRole('checkbox', { name: new RegExp(`^${plate} - `) }).check();
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Vehicles in this group (3)' }),
  ).toBeVisible();

  // A new observer who watches that group only.
  await openService(page, /^Observers management/);
  await page.getByRole('button', { name: 'Add observer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add observer' });
  await dialog.getByLabel('Name').fill(observerName);
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog
    .getByRole('group', { name: 'Vehicle groups' })
    .getByRole('checkbox', { name: groupName })
    .check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: observerName, exact: true }) });
  await expect(card.getByRole('switch', { name: `Active: ${observerName}` })).toBeVisible();

  // The observer, on their own phone, accepts the invitation: exactly the group's three vehicles.
  const observer = await signInFirstTime(browser, phone);
  consoleGuard.watch(observer.context);
  await observer.page
    .getByRole('button', { name: 'Accept the invitation to Demo Logistics' })
    .click();
  await openAccount(observer.page, 'Demo Logistics');
  await expect.poll(() => markerCount(observer.page), { timeout: 30_000 }).toBe(3);
  const list = observer.page.getByTestId('vehicle-list');
  for (const plate of chosen)
    await expect(list.getByText(new RegExp(`^${plate} - `))).toBeVisible();
  await expect(list.getByRole('button')).toHaveCount(3);

  // The owner deactivates them: their next load shows no vehicle.
  await card.getByRole('switch', { name: `Active: ${observerName}` }).click();
  await expect(card.getByRole('switch', { name: `Active: ${observerName}` })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByText('Disabled successfully', { exact: true }).first()).toBeVisible();
  // Their app still holds the vehicles it saved; the server's refusal removes them.
  consoleGuard.allow(/status of 40[34]/);
  await observer.page.reload();
  await expect(observer.page).toHaveURL((url) => url.pathname === '/track-accounts', {
    timeout: 30_000,
  });
  await expect(
    observer.page.getByText('You no longer have access to this account.', { exact: true }),
  ).toBeVisible();
  await waitForSavedWithout(observer.page, /"monitoring"/);
  // Loading the map again shows no vehicle: there is none saved, and no account chosen.
  await observer.page.goto('/main');
  await expect(observer.page).toHaveURL((url) => url.pathname === '/track-accounts');
  await expect(observer.page.getByTestId('live-map')).toHaveCount(0);
  await observer.context.close();

  // The observer leaves the shared demo account (other specs count its active users).
  await card.getByRole('button', { name: `Delete ${observerName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(card).toHaveCount(0);
});
