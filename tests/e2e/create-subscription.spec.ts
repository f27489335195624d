import type { BrowserContext, Locator, Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { expect, test } from './fixtures.ts';
import { signInNewUser } from './auth-helpers.ts';

// Create-subscription flow (spec part 1 §2 item 2, §4, §5) against the real server: a new user
// buys a subscription, pays on the sandbox page and finds the new account on /track-accounts.

const TEXT = {
  en: {
    create: 'Create new subscription',
    personal: 'Personal subscription',
    business: 'Business subscription',
    next: 'Next',
    plan: 'Plan',
    companyName: 'Company name',
    accountName: 'Account name',
    governorate: 'Governorate',
    city: 'City',
    addVehicle: 'Add vehicle',
    subClass: 'Licence plate sub-class',
    serial: 'Licence plate serial',
    save: 'Save',
    confirm: 'Confirm',
    priceOffer: 'Price offer',
    paymentConfirmation: 'Payment confirmation',
    pay: 'Pay',
    excel: 'Upload the vehicles from an Excel file',
    vehicleCount: 'Vehicle count',
    deviceCount: 'Tracking devices needed',
    file: 'Vehicles file (.xlsx or .xls)',
    useVehicles: 'Use these vehicles',
    vehicleCountError: 'The number of vehicles does not match the vehicle count.',
  },
  ar: {
    create: 'إنشاء اشتراك جديد',
    personal: 'اشتراك شخصي',
    next: 'التالي',
    plan: 'الخطة',
    accountName: 'اسم الحساب',
    governorate: 'المحافظة',
    city: 'المدينة',
    addVehicle: 'إضافة مركبة',
    subClass: 'الفئة الفرعية للوحة',
    serial: 'رقم اللوحة',
    save: 'حفظ',
    confirm: 'تأكيد',
    priceOffer: 'عرض السعر',
    paymentConfirmation: 'تأكيد الدفع',
    // The sandbox page speaks the reader's language too.
    pay: 'ادفع',
  },
} as const;
/** What the shared steps need in either language. */
type Texts = Record<
  | 'create'
  | 'personal'
  | 'next'
  | 'plan'
  | 'accountName'
  | 'governorate'
  | 'city'
  | 'addVehicle'
  | 'subClass'
  | 'serial'
  | 'save'
  | 'confirm'
  | 'priceOffer'
  | 'paymentConfirmation'
  | 'pay',
  string
>;

const HEADER = [
  'License Plate Sub Class',
  'License Plate Serial',
  'Color Hex',
  'Consumption Rate (km per 1 liters)',
  'Needs tracking device (yes / no)',
];

/** A vehicles workbook written in the test process (`.xlsx`, or `.xls` with biff8). */
function workbook(rows: (string | number)[][], bookType: 'xlsx' | 'biff8'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ...rows]), 'Vehicles');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

const combo = (scope: Page | Locator, name: string) =>
  scope.getByRole('combobox', { name, exact: true });

async function openCreate(page: Page, t: Texts, type: string) {
  await page.getByRole('link', { name: t.create }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/track-accounts/create');
  await page.getByRole('radio', { name: new RegExp(type) }).check();
  await page.getByRole('button', { name: t.next, exact: true }).click();
}

/** Plan, account name and address (country defaults to the first geo node). */
async function fillForm(page: Page, t: Texts, accountName: string) {
  await combo(page, t.plan).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: t.accountName }).fill(accountName);
  await combo(page, t.governorate).selectOption({ index: 1 });
  await combo(page, t.city).selectOption({ index: 1 });
}

async function addVehicle(page: Page, t: Texts, serial: string) {
  await page.getByRole('button', { name: t.addVehicle, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await combo(dialog, t.subClass).selectOption({ index: 1 });
  await dialog.getByRole('textbox', { name: t.serial }).fill(serial);
  await dialog.getByRole('button', { name: t.save, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Confirm → price offer → payment confirmation → the sandbox tab → Pay. */
async function confirmAndPay(page: Page, context: BrowserContext, t: Texts) {
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  const offer = page.getByRole('dialog', { name: t.priceOffer });
  await expect(offer.getByRole('table')).toBeVisible();
  await offer.getByRole('button', { name: t.confirm, exact: true }).click();
  const ask = page.getByRole('dialog', { name: t.paymentConfirmation });
  const tabOpened = context.waitForEvent('page');
  await ask.getByRole('button', { name: t.confirm, exact: true }).click();
  const tab = await tabOpened;
  // The tab opens blank on the click and goes to the sandbox once the request reaches Payment.
  await tab.waitForURL(/\/payment-sandbox\//, { timeout: 30_000 });
  await tab.getByRole('button', { name: new RegExp(`^${t.pay} `) }).click();
  await tab.waitForURL((url) => url.pathname === '/track-accounts');
  await tab.close();
  await expect(page).toHaveURL((url) => url.pathname === '/track-accounts', { timeout: 30_000 });
}

/** The demo back office finishes the request a few seconds after the payment. */
async function expectAccount(page: Page, name: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(name, { exact: true })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
}

test('a new user buys a personal subscription with two vehicles and pays', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const t = TEXT.en;
  await signInNewUser(page);
  await openCreate(page, t, t.personal);
  const name = `Car ${Date.now() % 100_000}`;
  await fillForm(page, t, name);
  await addVehicle(page, t, '100201');
  await addVehicle(page, t, '100202');
  await expect(page.getByRole('list', { name: 'Vehicles' }).getByRole('listitem')).toHaveCount(2);
  await confirmAndPay(page, context, t);
  await expectAccount(page, name);
});

test('a business subscription through an .xlsx file, then an .xls', async ({ page, context }) => {
  test.setTimeout(150_000);
  const t = TEXT.en;
  await signInNewUser(page);
  await openCreate(page, t, t.business);
  const name = `Fleet ${Date.now() % 100_000}`;
  await fillForm(page, t, name);
  await page.getByRole('textbox', { name: t.companyName }).fill('Khalil Transport');
  await page.getByRole('checkbox', { name: t.excel }).check();
  await page.getByRole('spinbutton', { name: t.vehicleCount }).fill('3');
  await page.getByRole('spinbutton', { name: t.deviceCount }).fill('2');
  // Without a file, Confirm shows the price from the counts and leads to the upload step.
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  const offer = page.getByRole('dialog', { name: t.priceOffer });
  await expect(offer.getByRole('table')).toBeVisible();
  await offer.getByRole('button', { name: t.confirm, exact: true }).click();

  const rows = [
    ['Damascus Private', '200301', '#1565C0', 10, 'yes'],
    ['Damascus Private', '200302', '0xFF000000', 12.5, 'YES'],
    ['Aleppo Public', '200303', '#FFFFFF', 8, 'no'],
  ];
  const input = page.getByLabel(t.file);
  await input.setInputFiles({
    name: 'vehicles.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook(rows, 'xlsx'),
  });
  await expect(
    page.getByRole('list', { name: 'Vehicles from the file' }).getByRole('listitem'),
  ).toHaveCount(3);
  // The same vehicles as a legacy .xls (BIFF8) read the same way.
  await input.setInputFiles({
    name: 'vehicles.xls',
    mimeType: 'application/vnd.ms-excel',
    buffer: workbook(rows, 'biff8'),
  });
  await expect(page.getByRole('status').filter({ hasText: '3 vehicles read' })).toBeVisible();
  await page.getByRole('button', { name: t.useVehicles }).click();
  await expect(
    page.getByRole('list', { name: 'Vehicles from the file' }).getByRole('listitem'),
  ).toHaveCount(3);
  await confirmAndPay(page, context, t);
  await expectAccount(page, name);
});

test('a file whose vehicle count differs from the count given is refused', async ({ page }) => {
  const t = TEXT.en;
  await signInNewUser(page);
  await openCreate(page, t, t.personal);
  await fillForm(page, t, 'Wrong count');
  await page.getByRole('checkbox', { name: t.excel }).check();
  await page.getByRole('spinbutton', { name: t.vehicleCount }).fill('2');
  await page.getByRole('spinbutton', { name: t.deviceCount }).fill('0');
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  await page.getByLabel(t.file).setInputFiles({
    name: 'vehicles.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook([['Homs Private', '300401', '#C62828', 9, 'no']], 'xlsx'),
  });
  await expect(page.getByRole('alert').filter({ hasText: t.vehicleCountError })).toBeVisible();
  await expect(page.getByRole('button', { name: t.useVehicles })).toBeDisabled();
  // Without Excel, confirming with no vehicle gives the same message and sends nothing.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('checkbox', { name: t.excel }).uncheck();
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.vehicleCountError })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the personal flow in Arabic', async ({ page, context }) => {
  test.setTimeout(150_000);
  await context.addInitScript({ content: "localStorage.setItem('lang', 'ar');" });
  const t = TEXT.ar;
  await signInNewUser(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openCreate(page, t, t.personal);
  const name = `سيارة ${Date.now() % 100_000}`;
  await fillForm(page, t, name);
  await addVehicle(page, t, '400501');
  await addVehicle(page, t, '400502');
  await confirmAndPay(page, context, t);
  await expectAccount(page, name);
});
