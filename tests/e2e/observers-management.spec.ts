import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OWNER, openAccount, signInDemo } from './demo-helpers.ts';
import { registerServiceWorkerAtOnce, waitForServiceWorkerControl } from './helpers.ts';
import { OFFLINE_NOISE } from './offline-helpers.ts';
import { apiGet } from './purchase-helpers.ts';
import { expectNoViolations } from './axe-helpers.ts';

// Observers management (issue 13) against the real server: the owner of "Demo Logistics" adds,
// edits, (de)activates, assigns and deletes observers, in English and in Arabic, and the screen
// passes axe with its add dialog open. The demo account is shared by every worker, so each test
// works only on observers it made, with phone numbers nobody else has.

// The specs are type-checked without the DOM lib: what the page functions below touch.
declare const document: { documentElement: { scrollWidth: number; clientWidth: number } };

test.setTimeout(150_000);

/** A toast saying `text` (not Radix's copy of it for screen readers). */
const toastWith = (page: Page, text: string) =>
  page.locator('[data-kind]').filter({ hasText: text });

const V0 = '501000 - Damascus Private';
const V1 = '501137 - Damascus Public';
const V2 = '501274 - Rif Dimashq Private';

let made = 0;
/** A mobile number no one has: the second of the run, the worker slot and a counter. */
function newPhone() {
  const second = String(Math.floor(Date.now() / 1000) % 100_000).padStart(5, '0');
  made += 1;
  return `093${second}${test.info().parallelIndex % 10}${made % 10}`;
}
const e164 = (local: string) => `+963${local.slice(1)}`;

/** The observer's card, found by its heading (names are unique per test). */
const cardOf = (page: Page, name: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

async function addObserver(page: Page, name: string, phone: string, vehicles: string[], t = EN) {
  await page.getByRole('button', { name: t.addObserver }).click();
  const dialog = page.getByRole('dialog', { name: t.addObserver });
  const save = dialog.getByRole('button', { name: t.save });
  await expect(save).toBeDisabled();
  await dialog.getByLabel(t.name).fill(name);
  await dialog.getByLabel(t.phone).fill(phone);
  for (const vehicle of vehicles) await dialog.getByRole('checkbox', { name: vehicle }).check();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(cardOf(page, name)).toBeVisible();
}

async function deleteObserver(page: Page, name: string, t = EN) {
  const card = cardOf(page, name);
  await card.getByRole('button', { name: `${t.delete} ${name}` }).click();
  const ask = page.getByRole('dialog', { name: t.deleteTitle(name) });
  await ask.getByRole('button', { name: t.delete, exact: true }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: t.observers })).toBeFocused();
}

const items = (card: Locator) => card.getByRole('list').getByRole('listitem');
/** The card's status (its second fact, after the phone number). */
const status = (card: Locator) => card.getByRole('definition').nth(1);

const EN = {
  observers: 'Observers',
  addObserver: 'Add observer',
  save: 'Save',
  name: 'Name',
  phone: 'Phone number',
  active: 'Active',
  inactive: 'Inactive',
  delete: 'Delete',
  deleteTitle: (name: string) => `Delete the observer “${name}”?`,
  disabled: 'Disabled successfully',
  enabled: 'Enabled successfully',
  vehiclesAndGroups: 'Vehicles and groups',
};

const AR: typeof EN = {
  observers: 'المراقبون',
  addObserver: 'إضافة مراقب',
  save: 'حفظ',
  name: 'الاسم',
  phone: 'رقم الهاتف',
  active: 'نشط',
  inactive: 'غير نشط',
  delete: 'حذف',
  deleteTitle: (name: string) => `حذف المراقب «${name}»؟`,
  disabled: 'تم الإيقاف بنجاح',
  enabled: 'تم التفعيل بنجاح',
  vehiclesAndGroups: 'المركبات والمجموعات',
};

test('the owner manages an observer from Services: add, assign, edit, (de)activate, delete', async ({
  page,
}) => {
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Services' })
    .click();
  await page.getByRole('link', { name: /^Observers management/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/main/observers-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Observers' })).toBeVisible();

  const name = `Nour ${Date.now() % 100_000}-${test.info().parallelIndex}`;
  const phone = newPhone();
  await addObserver(page, name, phone, [V0, V1]);
  await expect(toastWith(page, 'The observer was added.')).toBeVisible();
  let card = cardOf(page, name);
  await expect(card.getByText(e164(phone))).toBeVisible();
  await expect(status(card)).toHaveText('Active');
  const toggle = card.getByRole('switch', { name: `Active: ${name}` });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  // Its vehicles, loaded when opened: remove one, assign another.
  await card.getByRole('button', { name: 'Vehicles and groups' }).click();
  await expect(items(card)).toHaveCount(2);
  await card.getByRole('button', { name: `Remove ${V0}` }).click();
  await expect(items(card)).toHaveCount(1);
  await card.getByRole('button', { name: `Assign to ${name}` }).click();
  const assign = page.getByRole('dialog', { name: `Assign to ${name}` });
  await expect(assign.getByRole('checkbox', { name: V2 })).toBeVisible();
  await expect(assign.getByRole('checkbox', { name: V1 })).toHaveCount(0);
  await expect(assign.getByRole('button', { name: 'Save' })).toBeDisabled();
  await assign.getByRole('checkbox', { name: V2 }).check();
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(assign).toBeHidden();
  await expect(items(card)).toHaveText([new RegExp(V1), new RegExp(V2)]);

  // A new name.
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit observer' });
  await expect(edit.getByLabel('Phone number')).toHaveValue(e164(phone));
  const renamed = `${name} K.`;
  await edit.getByLabel('Name').fill(renamed);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  card = cardOf(page, renamed);
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: `Edit ${renamed}` })).toBeFocused();

  // Off, then on again (spec part 2 §4).
  const renamedToggle = card.getByRole('switch', { name: `Active: ${renamed}` });
  await renamedToggle.click();
  await expect(toastWith(page, 'Disabled successfully')).toBeVisible();
  await expect(status(card)).toHaveText('Inactive');
  await expect(renamedToggle).toHaveAttribute('aria-checked', 'false');
  await renamedToggle.click();
  await expect(toastWith(page, 'Enabled successfully')).toBeVisible();
  await expect(status(card)).toHaveText('Active');
  await expect(renamedToggle).toHaveAttribute('aria-checked', 'true');

  await deleteObserver(page, renamed);
});

test('what the screen stores is what the server holds', async ({ page }) => {
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  await page.goto('/main/observers-management');
  const name = `Salma ${Date.now() % 100_000}-${test.info().parallelIndex}`;
  const phone = newPhone();
  await addObserver(page, name, ` ${phone.slice(0, 4)} ${phone.slice(4)} `, [V2]);

  type Observer = { id: string; name: string; phoneNumber: string; status: string };
  const { items: all } = await apiGet<{ items: Observer[] }>(
    page,
    '/api/app/observation?maxResultCount=1000',
  );
  const stored = all.find((o) => o.phoneNumber === e164(phone));
  expect(stored).toMatchObject({ name, status: 'Active' });
  const seen = await apiGet<{ items: { type: string; name: string }[] }>(
    page,
    `/api/app/observation/vehicleAndVehicleGroupOfObsever/${stored!.id}?maxResultCount=100`,
  );
  expect(seen.items).toEqual([expect.objectContaining({ type: 'Vehicle', name: V2 })]);

  await deleteObserver(page, name);
  const after = await apiGet<{ items: Observer[] }>(
    page,
    '/api/app/observation?maxResultCount=1000',
  );
  expect(after.items.some((o) => o.phoneNumber === e164(phone))).toBe(false);
});

test('an observer added offline waits on the device, through a restart, until the connection is back', async ({
  page,
  context,
  consoleGuard,
}) => {
  // The installed app: its service worker serves every screen offline.
  await registerServiceWorkerAtOnce(context);
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  await waitForServiceWorkerControl(page);
  await page.goto('/main/observers-management');
  await expect(page.getByRole('switch').first()).toBeVisible();
  // The pickers' lists, fetched while online (an offline dialog shows what was loaded before).
  await page.getByRole('button', { name: 'Add observer' }).click();
  await expect(page.getByRole('dialog').getByRole('checkbox', { name: V0 })).toBeVisible();
  await page.keyboard.press('Escape');

  consoleGuard.allow(OFFLINE_NOISE);
  await context.setOffline(true);
  const name = `Rami ${Date.now() % 100_000}-${test.info().parallelIndex}`;
  const phone = newPhone();
  await addObserver(page, name, phone, [V0]);
  await expect(
    toastWith(page, 'Saved on this device. It will be sent when the connection is back.'),
  ).toBeVisible();
  const card = cardOf(page, name);
  await expect(card).toContainText(`Waiting to be sent: Add the observer “${name}”`);
  await expect(card.getByRole('switch')).toHaveCount(0);

  // Closed and opened again, still offline: the edit is still there, still waiting.
  await page.reload();
  await expect(cardOf(page, name)).toContainText(`Waiting to be sent: Add the observer “${name}”`);

  await context.setOffline(false);
  await expect(card.getByRole('switch', { name: `Active: ${name}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(card).not.toContainText('Waiting to be sent');
  await expect(status(card)).toHaveText('Active');
  await card.getByRole('button', { name: 'Vehicles and groups' }).click();
  await expect(items(card)).toHaveText([new RegExp(V0)]);
  await deleteObserver(page, name);
});

for (const lang of ['en', 'ar'] as const) {
  test(`the screen and its add dialog pass axe in ${lang}${lang === 'ar' ? ', and the core flow works right-to-left on a phone' : ''}`, async ({
    page,
  }) => {
    const t = lang === 'ar' ? AR : EN;
    await signInDemo(page, OWNER);
    await openAccount(page, 'Demo Logistics');
    if (lang === 'ar') {
      await page.evaluate(() => localStorage.setItem('lang', 'ar'));
      await page.setViewportSize({ width: 390, height: 844 });
    }
    await page.goto('/main/observers-management');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: t.observers })).toBeVisible();
    await expect(page.getByRole('switch').first()).toBeVisible();
    await expectNoViolations(page, `${lang}: observers page`);

    await page.getByRole('button', { name: t.addObserver }).click();
    const dialog = page.getByRole('dialog', { name: t.addObserver });
    await expect(dialog.getByRole('checkbox', { name: new RegExp(V0.slice(0, 6)) })).toBeVisible();
    await dialog.getByLabel(t.name).fill('x');
    await dialog.getByLabel(t.name).fill('');
    await dialog.getByLabel(t.phone).focus();
    await expectNoViolations(page, `${lang}: add dialog with a message`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: t.addObserver })).toBeFocused();
    if (lang === 'en') return;

    // The core flow in Arabic, on a 390 px phone.
    const name = `نور ${Date.now() % 100_000}-${test.info().parallelIndex}`;
    const phone = newPhone();
    await addObserver(page, name, phone, [], t);
    const card = cardOf(page, name);
    await expect(card.getByText(e164(phone))).toBeVisible();
    await expect(card.locator('bdi[dir="ltr"]', { hasText: e164(phone) })).toBeVisible();
    await expect(status(card)).toHaveText(t.active);
    await card.getByRole('button', { name: t.vehiclesAndGroups }).click();
    await expect(
      card.getByText('لا توجد مركبات أو مجموعات بعد: هذا المراقب لا يرى شيئاً.'),
    ).toBeVisible();
    const noSideScroll = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      );
    expect(await noSideScroll(), 'no horizontal scroll at 390 px').toBe(true);
    await expectNoViolations(page, 'ar: a card with its vehicles open');

    const toggle = card.getByRole('switch', { name: `${t.active}: ${name}` });
    await toggle.click();
    await expect(toastWith(page, t.disabled)).toBeVisible();
    await expect(status(card)).toHaveText(t.inactive);
    await toggle.click();
    await expect(toastWith(page, t.enabled)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await deleteObserver(page, name, t);
  });
}
