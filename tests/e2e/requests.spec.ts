import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { storedUser } from './auth-helpers.ts';
import { OWNER, signInDemo } from './demo-helpers.ts';

// Requests (spec part 1 §2 items 6, 7 and 9, §4 "Requests") against the real server: the demo
// owner's SMS bundle request shows in "my requests" and in the account's dialog, cancels while
// pending, and once the demo back office moved it to Payment it is paid on the sandbox page.

/** A call of the product API with the signed-in user's token (what the purchase screens do). */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const token = (await storedUser(page))?.access_token;
  expect(token, 'signed in').toBeTruthy();
  return page.evaluate(
    async (a) => {
      const response = await fetch(a.path, {
        method: a.method,
        headers: { Authorization: `Bearer ${a.token}`, 'Content-Type': 'application/json' },
        body: a.body === undefined ? undefined : JSON.stringify(a.body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${a.method} ${a.path}: ${response.status} ${text}`);
      try {
        return JSON.parse(text) as T;
      } catch {
        return text as T;
      }
    },
    { method, path, body, token },
  );
}

/** An SMS bundle request for the owner's "Demo Logistics", made through the API. */
async function createSmsRequest(page: Page) {
  type Page<T> = { items: T[] };
  const accounts = await api<Page<{ id: string; name: string }>>(
    page,
    'GET',
    '/api/app/trackAccount?skipCount=0&maxResultCount=1000',
  );
  const accountId = accounts.items.find((a) => a.name === 'Demo Logistics')?.id;
  expect(accountId).toBeTruthy();
  const bundles = await api<Page<{ id: string }>>(
    page,
    'GET',
    '/api/app/smsBundle?skipCount=0&maxResultCount=999',
  );
  const id = await api<string>(page, 'POST', '/api/app/smsBundleRenewalRequest', {
    trackAccountId: accountId,
    smsBundleId: bundles.items[0]!.id,
  });
  return { id, accountId: accountId! };
}

/** The card of request `id` (its details link names it). */
const cardOf = (page: Page, id: string) =>
  page.getByRole('listitem').filter({ has: page.locator(`a[href*="${id}"]`) });

test('a pending request is listed, shown in the account dialog and cancelled', async ({ page }) => {
  await signInDemo(page, OWNER);
  const { id, accountId } = await createSmsRequest(page);

  await page.goto('/subscription-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'My requests' })).toBeVisible();
  const mine = cardOf(page, id);
  await expect(mine.getByRole('heading', { name: 'SMS bundle renewal' })).toBeVisible();
  await expect(mine).toContainText('Demo Logistics');
  await expect(mine).toContainText('Pending');
  await expect(mine).toContainText(/\d SP/);

  await page.goto(`/track-accounts/requests/${accountId}`);
  const dialog = page.getByRole('dialog', { name: 'Account requests' });
  const card = dialog.getByRole('listitem').filter({ has: page.locator(`a[href*="${id}"]`) });
  await card.getByRole('button', { name: /^Cancel request/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this request?' });
  await confirm.getByRole('button', { name: 'Cancel the request' }).click();
  await expect(card).toContainText('Canceled');
  await expect(card.getByRole('button', { name: /^Cancel request/ })).toHaveCount(0);

  // Closing the dialog leaves the accounts list, which stayed behind it. The confirmation has to
  // be gone first: while it fades out it is the top layer and would take the Escape key.
  await expect(confirm).toHaveCount(0);
  // On a busy machine the fading confirmation can still take the first Escape: press again,
  // as a user would.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page).toHaveURL((url) => url.pathname === '/track-accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Your track accounts' })).toBeVisible();

  await page.goto('/subscription-requests');
  await expect(cardOf(page, id)).toContainText('Canceled');
});

test('a request in stage Payment is paid on the sandbox page and moves on', async ({
  page,
  context,
}) => {
  await signInDemo(page, OWNER);
  const { id } = await createSmsRequest(page);

  await page.goto(`/track-accounts/requestDetails/SmsBundleRenewalRequest/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Request details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order information' })).toBeVisible();
  // The demo back office reviews it within seconds; the screen looks again by itself.
  const pay = page.getByRole('button', { name: 'Make payment' });
  await expect(pay).toBeVisible({ timeout: 20_000 });

  const opened = context.waitForEvent('page');
  await pay.click();
  const sandbox = await opened;
  await expect(sandbox).toHaveURL(/\/payment-sandbox\//);
  await sandbox.getByRole('button', { name: /^Pay / }).click();
  // The hosted page returns the payer to the app.
  await expect(sandbox).toHaveURL(/\/track-accounts/);

  await expect(pay).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('main')).toContainText(/Payment under review|Finished/, {
    timeout: 20_000,
  });
});
