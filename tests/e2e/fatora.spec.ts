import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, type ConsoleGuard } from './fixtures.ts';
import { fakeFatora, type FakeFatora } from '../../server/test/fatora-fake.ts';
import { OWNER, signInDemo } from './demo-helpers.ts';
import { storedUser } from './auth-helpers.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';
import {
  apiGet,
  confirmOffer,
  nextCreatedId,
  openAction,
  requestById,
} from './purchase-helpers.ts';

// Issue 29: a server with PAYMENT_PROVIDER=fatora (a second server process: the shared one keeps
// the sandbox the other specs pay on) against a fake Fatora on 127.0.0.1 with Fatora's HTTP
// shapes. The payer comes back from Fatora's page and the app has the server verify the payment.

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let fatora: FakeFatora;
let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  fatora = await fakeFatora();
  server = await startOwnServer(process.env.E2E_STATIC_DIR ?? 'dist', {
    PAYMENT_PROVIDER: 'fatora',
    FATORA_API_KEY: fatora.apiKey,
    FATORA_BASE_URL: fatora.origin,
    // The fake is on loopback: the operator lets it through the outbound guard.
    OUTBOUND_ALLOWED_ADDRESSES: '127.0.0.1',
  });
});
test.afterAll(async () => {
  await server?.stop();
  await fatora?.close();
});

async function ownerOnFatoraServer(browser: Browser, guard: ConsoleGuard) {
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'en-US' });
  guard.watch(context);
  const page = await context.newPage();
  await signInDemo(page, OWNER);
  return { context, page };
}

/** The payment tab the next click opens, once it shows Fatora's checkout page. */
async function checkoutTab(context: BrowserContext, click: () => Promise<void>) {
  const opened = context.waitForEvent('page');
  await click();
  const tab = await opened;
  await tab.waitForURL((url) => url.href.startsWith(`${fatora.origin}/checkout/`), {
    timeout: 30_000,
  });
  return tab;
}

/** Back in the app from Fatora: the dialog says what the server made of it. */
async function backInApp(tab: Page, says: RegExp) {
  await tab.waitForURL(
    (url) => url.pathname === '/track-accounts' && url.search.includes('order_id'),
  );
  await expect(tab.getByRole('dialog', { name: 'Your payment' })).toContainText(says, {
    timeout: 20_000,
  });
}

const smsCount = async (page: Page) =>
  Number(
    ((await page.getByText(/Current SMS bundle count: [\d,]+/).textContent()) ?? '').replace(
      /\D/g,
      '',
    ),
  );

test('buy an SMS bundle, pay on Fatora: back in the app it moves on and the bundle is credited', async ({
  browser,
  consoleGuard,
}) => {
  const { context, page } = await ownerOnFatoraServer(browser, consoleGuard);
  await openAction(page, "Sami's car", 'SMS bundle');
  await expect(page.getByText(/Current SMS bundle count: [\d,]+/)).toBeVisible();
  const before = await smsCount(page);
  const bundle = page.getByRole('combobox', { name: 'SMS bundle' });
  await expect(bundle.locator('option')).not.toHaveCount(1);
  await bundle.selectOption({ index: 1 });
  const label = (await bundle.locator('option').nth(1).textContent()) ?? '';
  const added = Number(/([\d,]+) messages/.exec(label)![1]!.replace(/,/g, ''));

  const ask = await confirmOffer(page);
  const created = nextCreatedId(page, 'SmsBundleRenewalRequest');
  const tab = await checkoutTab(context, () =>
    ask.getByRole('button', { name: 'Confirm', exact: true }).click(),
  );
  const id = await created;
  await expect(tab.locator('#amount')).toContainText('SYP');
  await tab.getByRole('button', { name: 'Pay', exact: true }).click();
  await backInApp(tab, /Payment received/);
  expect((await requestById(page, 'SmsBundleRenewalRequest', id))?.stage).toMatch(
    /PaymentReview|Finished/,
  );
  await tab.close();

  // The demo back office finishes it within seconds: the account has the bundle's messages.
  await expect(async () => {
    await page.goto('/track-accounts');
    await openAction(page, "Sami's car", 'SMS bundle');
    await expect(page.getByText(/Current SMS bundle count: [\d,]+/)).toBeVisible();
    expect(await smsCount(page)).toBe(before + added);
  }).toPass({ timeout: 40_000, intervals: [2_000] });
  await context.close();
});

/** POST with the signed-in user's token, as the purchase screens would. */
async function post(page: Page, path: string, body: unknown) {
  const token = (await storedUser(page))?.access_token;
  return page.evaluate(
    async (a) => {
      const r = await fetch(a.path, {
        method: 'POST',
        headers: { Authorization: `Bearer ${a.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(a.body),
      });
      return (await r.text()).replace(/"/g, '');
    },
    { path, body, token },
  );
}

test('a forged return changes nothing, a failure leaves it payable, two are paid at once', async ({
  browser,
  consoleGuard,
}) => {
  const { context, page } = await ownerOnFatoraServer(browser, consoleGuard);
  type Items<T> = { items: T[] };
  const accounts = await apiGet<Items<{ id: string; name: string }>>(
    page,
    '/api/app/trackAccount?skipCount=0&maxResultCount=1000',
  );
  const accountId = accounts.items.find((a) => a.name === 'Demo Logistics')!.id;
  const bundles = await apiGet<Items<{ id: string }>>(
    page,
    '/api/app/smsBundle?skipCount=0&maxResultCount=999',
  );
  const ids: string[] = [];
  for (let i = 0; i < 2; i++) {
    ids.push(
      await post(page, '/api/app/smsBundleRenewalRequest', {
        trackAccountId: accountId,
        smsBundleId: bundles.items[0]!.id,
      }),
    );
  }
  const stageOf = async (id: string) =>
    (await requestById(page, 'SmsBundleRenewalRequest', id))?.stage;

  await page.goto(`/track-accounts/requests/${accountId}`);
  const dialog = page.getByRole('dialog', { name: 'Account requests' });
  const card = (id: string) =>
    dialog.getByRole('listitem').filter({ has: page.locator(`a[href*="${id}"]`) });
  // The demo back office reviews them within seconds; the list looks again by itself.
  for (const id of ids) {
    await expect(card(id).getByRole('button', { name: /^Pay:/ })).toBeVisible({ timeout: 30_000 });
  }

  const tab = await checkoutTab(context, () =>
    card(ids[0]!).getByRole('button', { name: /^Pay:/ }).click(),
  );
  const paymentId = fatora.checkouts().at(-1)!.order_id;
  // A success URL typed by hand: Fatora knows no such transaction, nothing is applied.
  await tab.goto(`/track-accounts?transaction_id=123456789&order_id=${paymentId}`);
  await expect(tab.getByRole('dialog', { name: 'Your payment' })).toContainText(
    /not confirmed yet/,
    { timeout: 20_000 },
  );
  expect(await stageOf(ids[0]!)).toBe('Payment');

  // Back to Fatora's page, and the payment fails there.
  await tab.goBack();
  await tab.getByRole('button', { name: 'Fail', exact: true }).click();
  await backInApp(tab, /did not go through/);
  expect(await stageOf(ids[0]!)).toBe('Payment');
  await tab.close();
  await expect(card(ids[0]!).getByRole('button', { name: /^Pay:/ })).toBeEnabled();

  // Both at once: one payment (processMultiplePayments on return) moves both on.
  for (const id of ids)
    await card(id)
      .getByRole('checkbox', { name: /^Pay together/ })
      .check();
  const both = await checkoutTab(context, () =>
    dialog.getByRole('button', { name: 'Pay selected (2)' }).click(),
  );
  await both.getByRole('button', { name: 'Pay', exact: true }).click();
  await backInApp(both, /Payment received/);
  for (const id of ids) expect(await stageOf(id)).toMatch(/PaymentReview|Finished/);
  await context.close();
});
