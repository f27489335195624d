import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demoPhone, OWNER, signInDemo } from './demo-helpers.ts';
import { confirmOffer, nextCreatedId, openAction, requestById } from './purchase-helpers.ts';

// Issue 17's back office journey on the production build and the real server: the demo owner
// buys an SMS bundle, the administrator moves the request on in Administration → Requests, and
// the owner sees it moved. The e2e server runs in demo mode, so its back office timer also moves
// requests (Review → Payment in seconds; never out of Payment, which waits for a payment): the
// test acts on the request in stage Payment and accepts any stage at or after the admin's move.

test.setTimeout(120_000);

/** The request in stage Payment the owner's purchase made; resolves to its id. */
async function ownerBuysSmsBundle(page: Page) {
  await signInDemo(page, OWNER);
  await openAction(page, "Sami's car", 'SMS bundle');
  const bundle = page.getByRole('combobox', { name: 'SMS bundle' });
  await expect(bundle.locator('option')).not.toHaveCount(1);
  await bundle.selectOption({ index: 1 });
  const ask = await confirmOffer(page);
  const tabOpened = page.context().waitForEvent('page');
  const created = nextCreatedId(page, 'SmsBundleRenewalRequest');
  await ask.getByRole('button', { name: 'Confirm', exact: true }).click();
  const id = await created;
  // The payment tab opens on the sandbox once the demo back office moved it to Payment; the
  // owner does not pay: the administrator moves it on instead.
  const tab = await tabOpened;
  await tab.waitForURL(/\/payment-sandbox\//, { timeout: 30_000 });
  await tab.close();
  expect((await requestById(page, 'SmsBundleRenewalRequest', id))?.stage).toBe('Payment');
  return id;
}

test('the administrator advances a demo request and the owner sees it move on', async ({
  page,
  browser,
}) => {
  const id = await ownerBuysSmsBundle(page);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/account/login');
  await admin.getByLabel('User name or phone number').fill('admin');
  await admin.getByLabel(/^Password/).fill('Admin123!');
  await admin.getByRole('button', { name: 'Login' }).click();
  await admin.getByRole('button', { name: 'Administration' }).click();
  await admin.getByRole('menuitem', { name: 'Requests' }).click();
  await expect(admin).toHaveURL((url) => url.pathname === '/back-office/requests');
  await expect(admin.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();

  await admin.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Payment' });
  await admin.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'SMS bundle' });
  // Each worker has its own demo owner: the newest of its rows is the request just made.
  const rows = admin
    .getByRole('table', { name: 'Requests' })
    .getByRole('row')
    .filter({ hasText: demoPhone(OWNER) })
    .filter({ hasText: "Sami's car" });
  await expect(rows.first()).toContainText('SMS bundle');
  await rows
    .first()
    .getByRole('button', { name: /^Open the request of/ })
    .click();

  const dialog = admin.getByRole('dialog', { name: 'SMS bundle' });
  await expect(dialog.getByRole('table', { name: 'Bill' })).toContainText(/\d SP/);
  await expect(dialog.locator('li[aria-current="step"]')).toHaveText(/^Payment \(/);
  await dialog.getByRole('button', { name: 'Advance to Payment review' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Are you sure?' });
  await confirm.getByRole('button', { name: 'Advance', exact: true }).click();
  await expect(
    admin.getByText('The request moved on to Payment review.', { exact: true }),
  ).toBeVisible();
  // The dialog and the grid show the new stage (or a later one: the demo timer goes on from it).
  await expect(dialog.getByTestId('request-stage')).toHaveText(/Payment review|Finished/);

  // The owner's requests show the move on their next visit.
  expect(await requestById(page, 'SmsBundleRenewalRequest', id)).toMatchObject({
    stage: expect.stringMatching(/PaymentReview|DeviceInstallation|Finished/),
  });
  await page.goto('/subscription-requests');
  const card = page.getByRole('listitem').filter({ has: page.locator(`a[href*="${id}"]`) });
  await expect(card).toContainText(/Payment under review|Finished/);
  await adminContext.close();
});
