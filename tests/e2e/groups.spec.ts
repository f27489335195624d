import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OBSERVER, OWNER, openAccount, signInDemo } from './demo-helpers.ts';
import { expectNoViolations } from './axe-helpers.ts';
import { apiGet } from './purchase-helpers.ts';

// Issue 13: an owner organises "Demo Logistics" into vehicle groups, in English and in Arabic,
// against the real server. Every worker's owner owns the same account, so each test names its
// groups uniquely and finds them by name.

test.setTimeout(120_000);

interface Group {
  id: string;
  name: string;
}

const TEXTS = {
  en: {
    menu: 'Account menu',
    services: 'Services',
    groupsTile: /^Groups/,
    title: 'Vehicle groups',
    add: 'Add group',
    name: 'Group name',
    save: 'Save',
    inGroup: (n: number) => `Vehicles in this group (${n})`,
    addVehicles: 'Add vehicles',
    add2: 'Add',
    remove: /^Remove .* from the group$/,
    rename: 'Rename',
    del: 'Delete',
  },
  ar: {
    menu: 'قائمة الحساب',
    services: 'الخدمات',
    groupsTile: /^المجموعات/,
    title: 'مجموعات المركبات',
    add: 'إضافة مجموعة',
    name: 'اسم المجموعة',
    save: 'حفظ',
    inGroup: (n: number) => `المركبات في هذه المجموعة (${n})`,
    addVehicles: 'إضافة مركبات',
    add2: 'إضافة',
    remove: /^إزالة .* من المجموعة$/,
    rename: 'إعادة التسمية',
    del: 'حذف',
  },
};
type Texts = (typeof TEXTS)['en'];

// The specs are type-checked without the DOM lib: what the page functions below read.
declare const document: { documentElement: { scrollWidth: number; clientWidth: number } };

const unique = (prefix: string) => `${prefix} ${test.info().parallelIndex}-${Date.now() % 1e8}`;

/** The account's groups as the server holds them (the token is the account's on /main). */
const serverGroups = async (page: Page) =>
  (await apiGet<{ items: Group[] }>(page, '/api/app/vehicleGroup?maxResultCount=1000')).items;

const groupVehicles = async (page: Page, id: string) =>
  (await apiGet<{ items: { id: string }[] }>(page, `/api/app/vehicle?vehicleGroupId=${id}`)).items;

async function openGroups(page: Page, t: Texts) {
  await page
    .getByRole('navigation', { name: t.menu })
    .getByRole('link', { name: t.services, exact: true })
    .click();
  await page.getByRole('link', { name: t.groupsTile }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
}

/** Add group: a name and the first `count` vehicles of the picker; lands on the group's page. */
async function addGroup(page: Page, t: Texts, name: string, count: number) {
  await page.getByRole('link', { name: t.add }).click();
  const save = page.getByRole('button', { name: t.save });
  await expect(save).toBeDisabled();
  await page.getByLabel(t.name).fill(name);
  for (let i = 0; i < count; i++) await page.getByRole('checkbox').nth(i).check();
  await expectNoViolations(page, 'add group');
  await save.click();
  await expect(page).toHaveURL(/\/main\/groups-management\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t.inGroup(count) })).toBeVisible();
  return page.url().split('/').pop()!;
}

for (const lang of ['en', 'ar'] as const) {
  test(`the owner adds a group of three, changes its vehicles, renames and deletes it (${lang})`, async ({
    page,
  }) => {
    const t = TEXTS[lang];
    await signInDemo(page, OWNER);
    if (lang === 'ar') {
      await page.evaluate(() => localStorage.setItem('lang', 'ar'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    await openAccount(page, 'Demo Logistics');
    await openGroups(page, t);
    await expectNoViolations(page, `groups list (${lang})`);
    if (lang === 'ar') await page.setViewportSize({ width: 390, height: 844 });

    const name = unique(lang === 'ar' ? 'شاحنات' : 'Trucks');
    const id = await addGroup(page, t, name, 3);
    expect(await groupVehicles(page, id)).toHaveLength(3);
    await expectNoViolations(page, `group page (${lang})`);
    // On a phone nothing is cut off at the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => document.documentElement.clientWidth),
    );

    // One vehicle out, two more in.
    await page.getByRole('button', { name: t.remove }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: t.inGroup(2) })).toBeVisible();
    await page.getByRole('button', { name: t.addVehicles }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox').nth(0).check();
    await dialog.getByRole('checkbox').nth(1).check();
    await expectNoViolations(page, `add vehicles dialog (${lang})`);
    await dialog.getByRole('button', { name: t.add2, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: t.inGroup(4) })).toBeVisible();
    await expect.poll(async () => (await groupVehicles(page, id)).length).toBe(4);

    // Renamed on the server, and under its new name in the list.
    const renamed = `${name} ✓`;
    await page.getByRole('button', { name: t.rename }).click();
    await page.getByRole('dialog').getByLabel(t.name).fill(renamed);
    await page.getByRole('dialog').getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    expect((await serverGroups(page)).find((g) => g.id === id)?.name).toBe(renamed);

    await page.getByRole('button', { name: t.del, exact: true }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await confirm.getByRole('button', { name: t.del, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('link', { name: renamed })).toHaveCount(0);
    expect((await serverGroups(page)).some((g) => g.id === id)).toBe(false);
  });
}

test('the services page leads to its four areas', async ({ page }) => {
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Services', exact: true })
    .click();
  for (const tile of [/^Groups/, /^Lines and routes/, /^Alerts/, /^Observers management/]) {
    await expect(page.getByRole('link', { name: tile })).toBeVisible();
  }
  await expectNoViolations(page, 'services');
  await page.getByRole('link', { name: /^Lines and routes/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Routes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add route' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Services' })
    .click();
  await page.getByRole('link', { name: /^Alerts/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts and zones' })).toBeVisible();
  // The plan has alerts and geo-zones: both tabs, the saved alerts first.
  await expect(page.getByRole('tab', { name: 'Alerts' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Saved alerts' })).toBeVisible();
  await expect(page.getByRole('link', { name: '+ Add alert' })).toBeVisible();
  await page.getByRole('tab', { name: 'Geographic areas' }).click();
  await expect(page.getByRole('link', { name: 'Add geo zone' })).toBeVisible();
  await expectNoViolations(page, 'alerts and zones');
});

test('an observer is told the services are for owners, also at their addresses', async ({
  page,
}) => {
  await signInDemo(page, OBSERVER);
  await openAccount(page, 'Demo Logistics');
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Services', exact: true })
    .click();
  await expect(page.getByText('You are an observer not an owner', { exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/main');
  await page.goto('/main/groups-management');
  await expect(page.getByRole('alert')).toHaveText('You are an observer not an owner');
  await expect(page.getByRole('link', { name: 'Add group' })).toHaveCount(0);
});
