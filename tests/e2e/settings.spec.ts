import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoViolations } from './axe-helpers.ts';
import { OWNER, openAccount, signInDemo } from './demo-helpers.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';
import { confirmOffer, nextCreatedId, openAction } from './purchase-helpers.ts';

// Issue 29: the host administrator changes the social links and the payment switches on the
// settings screen; a customer's About and purchase flow follow in English and Arabic, the server
// never restarted. On a server of its own: the shared one's other specs pay with the switches on.

declare const localStorage: { setItem(key: string, value: string): void };

const FACEBOOK = 'https://facebook.com/gotrack-e2e';
let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer(process.env.E2E_STATIC_DIR ?? 'dist');
});
test.afterAll(() => server?.stop());

async function openSettings(page: Page) {
  await page.goto(`${server.baseURL}/setting-management/gotrack`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'GoTrack', selected: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Facebook link' })).toBeVisible();
}

/** The SMS bundle switch set on the settings screen, then saved. */
async function setSmsPayment(page: Page, on: boolean) {
  await openSettings(page);
  const sms = page.getByRole('checkbox', { name: 'SMS bundles' });
  await sms.setChecked(on);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved successfully', { exact: true }).first()).toBeVisible();
}

async function language(page: Page, lang: 'en' | 'ar') {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test('the host administrator changes the social links and payment switches; customers see it at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto(`${server.baseURL}/account/login`);
  await page.getByLabel('User name or phone number').fill('admin');
  await page.getByLabel(/^Password/).fill('Admin123!');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();

  // A wrong address is refused at its field, before anything is sent.
  await openSettings(page);
  await expectNoViolations(page, 'settings: GoTrack');
  const facebook = page.getByRole('textbox', { name: 'Facebook link' });
  await facebook.fill('http://facebook.com/x');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(facebook).toBeFocused();
  await expect(facebook).toHaveAccessibleDescription(/starts with https:\/\//);
  await facebook.fill(FACEBOOK);
  await page.getByRole('checkbox', { name: 'SMS bundles' }).uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved successfully', { exact: true }).first()).toBeVisible();
  const changes = page.getByRole('table', { name: 'Changes' });
  await expect(changes.getByRole('row', { name: /Facebook link/ })).toContainText(FACEBOOK);
  await expect(changes.getByRole('row', { name: /SMS bundles/ })).toContainText(/admin.*On.*Off/);

  const owner: BrowserContext = await browser.newContext({ baseURL: server.baseURL });
  try {
    const shop = await owner.newPage();
    await signInDemo(shop, OWNER);

    // The purchase flow: no payment page while the switch is off.
    await openAction(shop, "Sami's car", 'SMS bundle');
    await shop.getByRole('combobox', { name: 'SMS bundle' }).selectOption({ index: 1 });
    const ask = await confirmOffer(shop);
    const created = nextCreatedId(shop, 'SmsBundleRenewalRequest');
    await ask.getByRole('button', { name: 'Confirm', exact: true }).click();
    const id = await created;
    await expect(shop).toHaveURL((url) => url.pathname === '/track-accounts');
    expect(owner.pages()).toHaveLength(1);
    await shop.goto(`/track-accounts/requestDetails/SmsBundleRenewalRequest/${id}`);
    const notOnline = 'Online payment is not available for this request type.';
    await expect(shop.getByText(notOnline)).toBeVisible({ timeout: 20_000 });
    await language(shop, 'ar');
    await expect(shop.getByText('الدفع الإلكتروني غير متاح لهذا النوع من الطلبات.')).toBeVisible();

    // About, in Arabic then English: the new link.
    const about = await owner.newPage();
    await about.goto('/track-accounts');
    await openAccount(about, 'Demo Logistics');
    await about.goto('/main/more/about');
    await expect(about.getByRole('link', { name: 'فيسبوك' })).toHaveAttribute('href', FACEBOOK);
    await language(about, 'en');
    await expect(about.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', FACEBOOK);

    // On again: the same request is paid online, without anything restarted.
    await setSmsPayment(page, true);
    await shop.reload();
    await expect(shop.getByRole('button', { name: 'Make payment' })).toBeVisible();
    await language(shop, 'ar');
    await expect(shop.getByRole('button', { name: 'ادفع الآن' })).toBeVisible();
  } finally {
    await owner.close();
  }
});
