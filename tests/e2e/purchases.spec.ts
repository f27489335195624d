import { expect, test } from './fixtures.ts';
import { OWNER, signInDemo } from './demo-helpers.ts';
import { confirmOffer, nextCreatedId, openAction, requestById } from './purchase-helpers.ts';

// The owner purchase screens (spec part 1 §2 items 3–5, §4 "Purchase flow") against the real
// server: SMS bundle (paid on the sandbox page), add vehicles, renewal (no payment step).

// Payment pages and the demo back office take seconds per step.
test.setTimeout(120_000);

test('the owner buys an SMS bundle for "Sami\'s car" and pays it', async ({ page, context }) => {
  await signInDemo(page, OWNER);
  await openAction(page, "Sami's car", 'SMS bundle');
  await expect(page.getByText(/Current SMS bundle count: \d/)).toBeVisible();
  const bundle = page.getByRole('combobox', { name: 'SMS bundle' });
  await expect(bundle.locator('option')).not.toHaveCount(1);
  await bundle.selectOption({ index: 1 });
  await expect(bundle.locator('option').nth(1)).toHaveText(/messages · .* SP$/);

  const ask = await confirmOffer(page);
  const tabOpened = context.waitForEvent('page');
  const created = nextCreatedId(page, 'SmsBundleRenewalRequest');
  await ask.getByRole('button', { name: 'Confirm', exact: true }).click();
  const id = await created;
  const tab = await tabOpened;
  // Blank on the click, sent to the sandbox once the back office moved the request to Payment.
  await tab.waitForURL(/\/payment-sandbox\//, { timeout: 30_000 });
  await expect(page).toHaveURL((url) => url.pathname === '/track-accounts', { timeout: 15_000 });
  expect(await requestById(page, 'SmsBundleRenewalRequest', id)).toMatchObject({
    stage: 'Payment',
    accountName: "Sami's car",
  });

  await tab.getByRole('button', { name: /^Pay/ }).click();
  await tab.waitForURL((url) => url.pathname === '/track-accounts');
  await tab.close();
  await expect
    .poll(async () => (await requestById(page, 'SmsBundleRenewalRequest', id))?.stage, {
      timeout: 30_000,
    })
    .toMatch(/PaymentReview|DeviceInstallation|Finished/);
});

test('the owner adds a vehicle to "Demo Logistics"', async ({ page, context }) => {
  await signInDemo(page, OWNER);
  await openAction(page, 'Demo Logistics', 'Increase vehicles');
  await expect(page.getByText(/Current vehicle count: \d/)).toBeVisible();

  // Nothing added yet: the form says so instead of asking for a price.
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Must have at least one item');

  await page.getByRole('button', { name: 'Add vehicle' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('combobox', { name: 'Licence plate sub-class' })
    .selectOption({ index: 1 });
  const serial = String(100000 + Math.floor(Math.random() * 900000));
  await dialog.getByRole('textbox', { name: 'Licence plate serial' }).fill(serial);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'New vehicles' })).toContainText(serial);

  const ask = await confirmOffer(page);
  const tabOpened = context.waitForEvent('page');
  const created = nextCreatedId(page, 'AddVehiclesRequest');
  await ask.getByRole('button', { name: 'Confirm', exact: true }).click();
  const id = await created;
  const tab = await tabOpened;
  await tab.waitForURL(/\/payment-sandbox\//, { timeout: 30_000 });
  await tab.close();
  await expect(page).toHaveURL((url) => url.pathname === '/track-accounts', { timeout: 15_000 });
  expect(await requestById(page, 'AddVehiclesRequest', id)).toMatchObject({
    status: 'Pending',
    accountName: 'Demo Logistics',
  });
});

test('the owner renews "Sami\'s car" without a payment step', async ({ page, context }) => {
  await signInDemo(page, OWNER);
  await openAction(page, "Sami's car", 'Renew subscription');
  const plan = page.getByRole('combobox', { name: 'Subscription plan' });
  // Prefilled with the current plan.
  await expect(plan).not.toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'User count' })).not.toHaveValue('');
  await page.getByRole('combobox', { name: 'Duration' }).selectOption('3');

  let tabs = 0;
  context.on('page', () => tabs++);
  const ask = await confirmOffer(page);
  const created = nextCreatedId(page, 'RenewSubscription');
  await ask.getByRole('button', { name: 'Confirm', exact: true }).click();
  const id = await created;
  await expect(page).toHaveURL((url) => url.pathname === '/track-accounts', { timeout: 15_000 });
  expect(await requestById(page, 'RenewSubscription', id)).toMatchObject({
    status: 'Pending',
    accountName: "Sami's car",
    subscriptionDurationInMonths: 3,
  });
  expect(tabs).toBe(0);
});

test('renewing "Demo Logistics" can remove its observer', async ({ page }) => {
  await signInDemo(page, OWNER);
  await openAction(page, 'Demo Logistics', 'Renew subscription');
  await page.getByRole('button', { name: 'Observers', exact: true }).click();
  const list = page.getByRole('dialog', { name: 'Observers' });
  const lina = list.getByRole('row', { name: /Lina/ });
  await expect(lina).toContainText('+963944000002');
  await expect(lina).toContainText('Active');
  await lina.getByRole('button', { name: /^Remove Lina/ }).click();
  await expect(lina).toContainText('To be removed');
  await list.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Observers to remove: 1')).toBeVisible();

  const ask = await confirmOffer(page);
  const created = nextCreatedId(page, 'RenewSubscription');
  await ask.getByRole('button', { name: 'Confirm', exact: true }).click();
  const id = await created;
  await expect(page).toHaveURL((url) => url.pathname === '/track-accounts', { timeout: 15_000 });

  // The request's details list the observer it removes.
  await page.goto(`/track-accounts/requestDetails/RenewSubscription/${id}`);
  await page.getByRole('button', { name: 'Removed users' }).click();
  const removed = page.getByRole('dialog', { name: 'Removed users' });
  await expect(removed).toContainText('Lina');
  await page.keyboard.press('Escape');
  await expect(removed).toHaveCount(0);

  // Not paid, so nothing is removed yet; cancel it so other specs keep the demo observer.
  await page.getByRole('button', { name: 'Cancel request' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this request?' })
    .getByRole('button', { name: 'Cancel the request' })
    .click();
  await expect
    .poll(async () => (await requestById(page, 'RenewSubscription', id))?.status)
    .toBe('Canceled');
});
