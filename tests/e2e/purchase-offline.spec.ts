import { expect, test } from './fixtures.ts';
import { OWNER, signInDemo } from './demo-helpers.ts';
import { confirmOffer, nextCreatedId, openAction, requestById } from './purchase-helpers.ts';

// Purchases are online only (issue 5 "Client"): offline the actions are disabled with a message
// and the entries stay; an answer lost mid-flow is retried with the same Idempotency-Key, so the
// server keeps one request.

test.setTimeout(120_000);

const OFFLINE_FORM = 'You are offline. Purchases need a connection; your entries are kept.';

test('offline, the SMS bundle purchase waits with its entries kept', async ({
  page,
  context,
  consoleGuard,
}) => {
  // Requests made while the context is offline fail in the console; that is the point here.
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/, /Failed to fetch/);
  await signInDemo(page, OWNER);
  await openAction(page, "Sami's car", 'SMS bundle');
  const bundle = page.getByRole('combobox', { name: 'SMS bundle' });
  await expect(bundle.locator('option')).not.toHaveCount(1);
  await bundle.selectOption({ index: 2 });
  const chosen = await bundle.inputValue();
  const confirm = page.getByRole('button', { name: 'Confirm', exact: true });

  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_FORM)).toBeVisible();
  await expect(confirm).toBeDisabled();
  await expect(bundle).toHaveValue(chosen);

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_FORM)).toHaveCount(0);
  await confirm.click();
  const offer = page.getByRole('dialog', { name: 'Price offer' });
  await expect(offer.getByRole('table')).toBeVisible({ timeout: 15_000 });
  // The connection drops while the price is shown: confirming waits for it.
  await context.setOffline(true);
  await expect(offer.getByText('You are offline. Confirming needs a connection.')).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Confirm', exact: true })).toBeDisabled();
  await context.setOffline(false);
  await expect(offer.getByRole('button', { name: 'Confirm', exact: true })).toBeEnabled();
  await offer.getByRole('button', { name: 'Cancel' }).click();
  await expect(offer).toHaveCount(0);
  await expect(bundle).toHaveValue(chosen);
});

test('a renewal whose answer was lost is sent again as the same request', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/ERR_CONNECTION_RESET/, /Failed to fetch/);
  await signInDemo(page, OWNER);
  await openAction(page, "Sami's car", 'Renew subscription');
  await page.getByRole('combobox', { name: 'Duration' }).selectOption('6');

  // The server creates the request, but its answer never reaches the app.
  let lost: (id: string) => void = () => {};
  const lostId = new Promise<string>((resolve) => (lost = resolve));
  let dropped = false;
  await page.route('**/api/app/renewSubscriptionRequest', async (route) => {
    if (route.request().method() !== 'POST' || dropped) return route.fallback();
    dropped = true;
    const answer = await (await route.fetch()).text();
    await route.abort('connectionreset');
    lost(answer.replace(/"/g, ''));
  });
  const ask = await confirmOffer(page);
  await ask.getByRole('button', { name: 'Confirm', exact: true }).click();
  const firstId = await lostId;
  expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
  // The flow goes back to the price offer, ready to confirm again, with the form as filled.
  const offer = page.getByRole('dialog', { name: 'Price offer' });
  await expect(offer.getByRole('button', { name: 'Confirm', exact: true })).toBeEnabled();
  await offer.getByRole('button', { name: 'Confirm', exact: true }).click();
  const retried = nextCreatedId(page, 'RenewSubscription');
  await page
    .getByRole('dialog', { name: 'Payment confirmation' })
    .getByRole('button', { name: 'Confirm', exact: true })
    .click();
  // Same Idempotency-Key, so the server answers with the request it made the first time.
  expect(await retried).toBe(firstId);
  await expect(page).toHaveURL((url) => url.pathname === '/track-accounts', { timeout: 15_000 });
  expect(await requestById(page, 'RenewSubscription', firstId)).toMatchObject({
    status: 'Pending',
    accountName: "Sami's car",
    subscriptionDurationInMonths: 6,
  });
});
