import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OWNER, openAccount, signInDemo } from './demo-helpers.ts';
import { expectNoViolations } from './axe-helpers.ts';

// Issue 18, the phone-first /main (390 × 844, touch): the map fills the screen under a compact app
// bar, the sections are a bottom navigation, the vehicles a sheet over the map with search; focus
// and the account switcher work from the keyboard. The screenshots land in docs/screenshots/.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.setTimeout(120_000);

const VIEWPORT = { width: 390, height: 844 };
/** demo-005, parked by the simulator. */
const PLATE = '501548';

const sheet = (page: Page) => page.getByTestId('vehicle-sheet');
const liveMap = (page: Page) => page.getByTestId('live-map');
const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** The share of the screen where the map shows: its box within the viewport, less the sheet. */
async function visibleMapShare(page: Page) {
  const map = await box(liveMap(page));
  const cover = await box(sheet(page));
  const top = Math.max(0, map.y);
  const bottom = Math.min(VIEWPORT.height, map.y + map.height, cover.y);
  return (Math.max(0, bottom - top) * Math.min(VIEWPORT.width, map.width)) / (390 * 844);
}

/** The fleet is on the map and the tiles are in: what a screenshot should show. */
async function mapReady(page: Page, markers: number) {
  await expect(page.getByRole('application', { name: /Live map|الخريطة/ })).toBeVisible();
  await expect(liveMap(page)).toHaveAttribute('data-markers', String(markers));
  await page.waitForLoadState('networkidle');
}

test('the map fills the phone; the sheet searches, selects and keeps focus', async ({ page }) => {
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  await mapReady(page, 20);
  expect(await visibleMapShare(page)).toBeGreaterThanOrEqual(0.7);

  // The sections at the bottom of the screen, gated as on a desktop; no breadcrumb.
  const nav = bottomNav(page);
  await expect(nav.getByRole('link')).toHaveText([
    'Main',
    'Notifications',
    'Services',
    'Report',
    'More',
  ]);
  await expect(nav.getByRole('link', { name: 'Main' })).toHaveAttribute('aria-current', 'page');
  const navBox = await box(nav);
  expect(navBox.y + navBox.height).toBeCloseTo(VIEWPORT.height, 0);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
  await page.screenshot({ path: 'docs/screenshots/phone-main-en.png' });
  await expectNoViolations(page, 'phone /main');

  // From the page start (a fresh load): Tab (the skip link), Enter, Tab — the vehicle sheet.
  await page.reload();
  await mapReady(page, 20);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const toggle = sheet(page).getByRole('button', { name: /Show vehicles/ });
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sheet(page).getByRole('button', { name: /Hide vehicles/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // The business account's 23 vehicles (3 of them waiting for a real tracker, issue 30).
  await expect(page.getByTestId('vehicle-list').getByRole('listitem')).toHaveCount(23);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  // Search by plate opens the sheet on the one match; Space selects it and the focus stays.
  await sheet(page).getByRole('searchbox', { name: 'Search vehicles' }).fill(PLATE);
  const rows = page.getByTestId('vehicle-list').getByRole('button');
  await expect(rows).toHaveCount(1);
  await rows.first().focus();
  await page.keyboard.press('Space');
  await expect(rows.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(rows.first()).toBeFocused();
  await expect(liveMap(page)).toHaveAttribute('data-markers', '1');
  const card = page.getByRole('heading', { level: 2, name: new RegExp(PLATE) });
  await expect(card).toBeVisible();
  // The card and the sheet leave the map's centre, where the selected vehicle is, in view.
  const map = await box(liveMap(page));
  const centre = map.y + map.height / 2;
  expect((await box(page.getByTestId('vehicle-location'))).y).toBeLessThan(centre);
  expect((await box(sheet(page))).y).toBeGreaterThan(centre);
  await expectNoViolations(page, 'phone /main, sheet open with a vehicle');
  // The card closes by Escape from its own controls; the vehicle's row takes the focus back.
  await page.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(rows.first()).toBeFocused();
  await expect(rows.first()).toHaveAttribute('aria-pressed', 'false');

  // Dragged by its handle: up to full, down to the peek.
  await sheet(page).getByRole('searchbox').fill('');
  const grip = await box(sheet(page).locator('[aria-hidden="true"]').first());
  await page.mouse.move(grip.x + grip.width / 2, grip.y + 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2, 60, { steps: 8 });
  await page.mouse.up();
  await expect(sheet(page)).toHaveAttribute('data-snap', 'full');
  const top = await box(sheet(page).locator('[aria-hidden="true"]').first());
  await page.mouse.move(top.x + top.width / 2, top.y + 2);
  await page.mouse.down();
  await page.mouse.move(top.x + top.width / 2, VIEWPORT.height - 10, { steps: 8 });
  await page.mouse.up();
  await expect(sheet(page)).toHaveAttribute('data-snap', 'peek');
});

test('the account switcher and sign-out are in the app bar', async ({ page }) => {
  await signInDemo(page, OWNER);
  // The accounts list shows the accounts first: its actions fold into one button.
  const first = page.getByRole('button', { name: /^Open / }).first();
  expect((await box(first)).y).toBeLessThan(VIEWPORT.height / 3);
  await expect(page.getByRole('link', { name: 'Create new subscription' })).toBeHidden();
  await page.screenshot({ path: 'docs/screenshots/phone-accounts-en.png' });
  await page.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('link', { name: 'Create new subscription' })).toBeVisible();

  await openAccount(page, 'Demo Logistics');
  await page.getByRole('button', { name: 'Switch account: Demo Logistics' }).click();
  await page.getByRole('menuitem', { name: "Sami's car" }).click();
  await expect(page.getByRole('button', { name: "Switch account: Sami's car" })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/main');
  await expect(page.getByTestId('vehicle-list').getByRole('listitem')).not.toHaveCount(23);

  await page.getByRole('button', { name: "Switch account: Sami's car" }).click();
  await page.getByRole('menuitem', { name: 'Demo Logistics' }).click();
  await expect(page.getByRole('button', { name: 'Switch account: Demo Logistics' })).toBeVisible();
  await expect(liveMap(page)).toHaveAttribute('data-markers', '20');

  // "All accounts" leads back to the list; from any /main screen the menu signs out.
  await page.getByRole('button', { name: 'Switch account: Demo Logistics' }).click();
  await page.getByRole('menuitem', { name: 'All accounts' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/track-accounts');
  await openAccount(page, 'Demo Logistics');
  await bottomNav(page).getByRole('link', { name: 'More' }).click();
  // Focus moves to the new screen's heading.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeFocused();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
});

test('history keeps From, Distance and To in one row above the map', async ({ page }) => {
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  await sheet(page)
    .getByRole('button', { name: /Show vehicles/ })
    .click();
  await page.getByTestId('vehicle-list').getByRole('button').first().click();
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page).toHaveURL(/\/main\/history\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect
    .poll(async () => Number(await page.getByTestId('history-map').getAttribute('data-points')))
    .toBeGreaterThan(10);
  const summary = page.getByRole('region', { name: 'Summary' });
  const tops = await Promise.all(
    ['From', 'Distance', 'To'].map(async (term) =>
      Math.round((await box(summary.getByText(term, { exact: true }))).y),
    ),
  );
  expect(new Set(tops).size).toBe(1);
  expect((await box(page.getByTestId('history-map'))).y).toBeLessThan(VIEWPORT.height * 0.75);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: 'docs/screenshots/phone-history-en.png' });
});

test('in Arabic the phone layout mirrors', async ({ page }) => {
  await signInDemo(page, OWNER);
  await page.getByRole('button', { name: /^Language/ }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openAccount(page, 'Demo Logistics');
  await mapReady(page, 20);
  const links = page
    .getByRole('navigation')
    .filter({ has: page.getByRole('link') })
    .first();
  const items = links.getByRole('link');
  // The first section (Main) sits at the right-hand end in Arabic.
  const main = await box(items.first());
  const more = await box(items.last());
  expect(main.x).toBeGreaterThan(more.x);
  expect(main.y).toBeGreaterThan(VIEWPORT.height - 100);
  expect(await visibleMapShare(page)).toBeGreaterThanOrEqual(0.7);
  await page.screenshot({ path: 'docs/screenshots/phone-main-ar.png' });
  await expectNoViolations(page, 'phone /main in Arabic');
});
