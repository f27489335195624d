import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { TEXTS } from './auth-helpers.ts';
import { OWNER, signInDemo } from './demo-helpers.ts';
import { accountCard, confirmOffer, openAction, requestById } from './purchase-helpers.ts';

// The owner purchase screens of purchases.spec.ts in Arabic (right-to-left) against the real
// server: SMS bundle (paid on the Arabic sandbox page), add vehicles, renewal (no payment step)
// and cancelling a pending request. Texts are the msgstr of locales/ar/*.po.

// Payment pages and the demo back office take seconds per step.
test.setTimeout(120_000);

const AR = {
  open: 'فتح',
  confirm: 'تأكيد',
  priceOffer: 'عرض السعر',
  paymentConfirmation: 'تأكيد الدفع',
  sms: 'باقة الرسائل',
  increase: 'زيادة المركبات',
  renew: 'تجديد الاشتراك',
};
const CAR = "Sami's car";
/** Request type → the path its create call posts to. */
const KINDS = {
  SmsBundleRenewalRequest: 'smsBundleRenewalRequest',
  AddVehiclesRequest: 'addVehiclesRequest',
  RenewSubscription: 'renewSubscriptionRequest',
} as const;
/** An SP amount or a count as the app formats it for `ar` (this Chromium uses Latin digits). */
const NUM = '[0-9٠-٩][0-9٠-٩,٬.٫]*';

async function expectArabic(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
}

/** The demo owner signs in, then picks العربية in the language menu (kept for the session). */
async function signInArabic(page: Page) {
  await signInDemo(page, OWNER);
  await page.getByRole('button', { name: /^Language/ }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await reloaded;
  await expectArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.ar.landing })).toBeVisible();
}

/**
 * Price offer → payment confirmation → the request: the SP amounts are in the app's Arabic format
 * and the amount asked for is the server's bill. Returns the request and the payment tab if any.
 */
async function buy(page: Page, context: BrowserContext, type: keyof typeof KINDS) {
  const pays = type !== 'RenewSubscription';
  const ask = await confirmOffer(page, AR, async (offer) => {
    await expect(offer.getByRole('table')).toContainText('البنود');
    await expect(offer.getByRole('definition').last()).toHaveText(new RegExp(`^${NUM} ل\\.س$`));
  });
  await expect(ask).toContainText(new RegExp(`هل تؤكد دفع ${NUM} ل\\.س؟`));
  const asked = new RegExp(`دفع (${NUM}) ل`).exec((await ask.textContent()) ?? '')?.[1];

  const created = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/app/${KINDS[type]}`,
  );
  const tabOpened = pays ? context.waitForEvent('page') : null;
  await ask.getByRole('button', { name: AR.confirm, exact: true }).click();
  const response = await created;
  expect(response.ok()).toBe(true);
  const id = (await response.text()).replace(/"/g, '');
  const tab = await tabOpened;
  // Blank on the click, sent to the sandbox once the back office moved the request to Payment.
  await tab?.waitForURL(/\/payment-sandbox\//, { timeout: 30_000 });
  await expect(page).toHaveURL((url) => url.pathname === '/track-accounts', { timeout: 15_000 });
  await expectArabic(page);

  const request = await requestById(page, type, id);
  expect(request?.status, `request ${id} on the server`).toBe('Pending');
  // The amount asked for is the server's bill, in the app's Arabic number format.
  const billed = await page.evaluate(
    (n) => new Intl.NumberFormat('ar', { maximumFractionDigits: 2 }).format(n),
    request!.bill?.total ?? NaN,
  );
  expect(asked).toBe(billed);
  return { request: request!, tab };
}

test('an SMS bundle bought in Arabic is paid on the sandbox page in Arabic', async ({
  page,
  context,
}) => {
  await signInArabic(page);
  await openAction(page, CAR, AR.sms, AR);
  await expect(page.getByText(new RegExp(`^عدد رسائل الباقة الحالية: ${NUM}$`))).toBeVisible();
  const bundle = page.getByRole('combobox', { name: AR.sms });
  await expect(bundle.locator('option')).not.toHaveCount(1);
  await bundle.selectOption({ index: 1 });
  await expect(bundle.locator('option').nth(1)).toHaveText(
    new RegExp(` · ${NUM} رسالة · ${NUM} ل\\.س$`),
  );
  const { request, tab } = await buy(page, context, 'SmsBundleRenewalRequest');
  expect(request.accountName).toBe(CAR);
  // The purchase flow opens the hosted page in the reader's language, naming the account.
  const sandbox = tab!;
  await expect(sandbox).toHaveURL(/\/payment-sandbox\//);
  await expectArabic(sandbox);
  await expect(sandbox.getByRole('heading', { name: 'الدفع (بيئة تجريبية)' })).toBeVisible();
  await expect(sandbox.getByRole('row', { name: /تجديد باقة الرسائل/ })).toContainText(CAR);
  await sandbox.getByRole('button', { name: /^ادفع / }).click();
  // Paid: the hosted page returns the payer to the app, still in Arabic.
  await expect(sandbox).toHaveURL((url) => url.pathname === '/track-accounts');
  await expect(sandbox.getByRole('heading', { level: 1, name: TEXTS.ar.landing })).toBeVisible();
  await sandbox.close();

  await page.goto(`/track-accounts/requestDetails/SmsBundleRenewalRequest/${request.id}`);
  await expectArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: 'تفاصيل الطلب' })).toBeVisible();
  // Paid: no "Make payment" any more, and a later stage.
  await expect(page.getByRole('button', { name: 'ادفع الآن' })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('main')).toContainText(/الدفع قيد المراجعة|تركيب الجهاز|منتهٍ/, {
    timeout: 20_000,
  });
  await expect
    .poll(async () => (await requestById(page, 'SmsBundleRenewalRequest', request.id))?.stage)
    .toMatch(/PaymentReview|DeviceInstallation|Finished/);
});

test('vehicles added in Arabic make a request listed under طلباتي', async ({ page, context }) => {
  await signInArabic(page);
  await openAction(page, 'Demo Logistics', AR.increase, AR);
  await expect(page.getByText(new RegExp(`^عدد المركبات الحالي: ${NUM}$`))).toBeVisible();

  // Nothing added yet: the form says so instead of asking for a price.
  await page.getByRole('button', { name: AR.confirm, exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('يجب إضافة عنصر واحد على الأقل');

  await page.getByRole('button', { name: 'إضافة مركبة' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'الفئة الفرعية للوحة' }).selectOption({ index: 1 });
  const serial = String(100000 + Math.floor(Math.random() * 900000));
  await dialog.getByRole('textbox', { name: 'رقم اللوحة' }).fill(serial);
  await dialog.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'المركبات الجديدة' })).toContainText(serial);

  const { request, tab } = await buy(page, context, 'AddVehiclesRequest');
  await tab!.close();
  expect(request.accountName).toBe('Demo Logistics');

  await page.goto('/subscription-requests');
  await expectArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: 'طلباتي' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.locator(`a[href*="${request.id}"]`) });
  await expect(card.getByRole('heading', { name: 'إضافة مركبات' })).toBeVisible();
  await expect(card).toContainText('Demo Logistics');
  await expect(card).toContainText('قيد الانتظار');
  await expect(card).toContainText(new RegExp(`${NUM} ل\\.س`));
});

test('a renewal in Arabic has no payment step and is cancelled while pending', async ({
  page,
  context,
}) => {
  await signInArabic(page);
  await openAction(page, CAR, AR.renew, AR);
  // Prefilled with the current plan.
  await expect(page.getByRole('combobox', { name: 'خطة الاشتراك' })).not.toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'عدد المستخدمين' })).not.toHaveValue('');
  await page.getByRole('combobox', { name: 'المدة' }).selectOption('3');

  let tabs = 0;
  context.on('page', () => tabs++);
  const { request } = await buy(page, context, 'RenewSubscription');
  expect(tabs).toBe(0);

  // The account's requests dialog, from the card's "الطلبات" link.
  await accountCard(page, CAR, AR).getByRole('link', { name: 'الطلبات', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'طلبات الحساب' });
  const card = dialog
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href*="${request.id}"]`) });
  await expect(card.getByRole('heading', { name: 'تجديد الاشتراك' })).toBeVisible();
  await expect(card).toContainText('قيد الانتظار');
  await card.getByRole('button', { name: /^إلغاء الطلب/ }).click();
  const confirm = page.getByRole('dialog', { name: 'هل تريد إلغاء هذا الطلب؟' });
  await confirm.getByRole('button', { name: 'ألغِ الطلب' }).click();
  await expect(card).toContainText('ملغى');
  await expect(card.getByRole('button', { name: /^إلغاء الطلب/ })).toHaveCount(0);
  await expect
    .poll(async () => (await requestById(page, 'RenewSubscription', request.id))?.status)
    .toBe('Canceled');
});
