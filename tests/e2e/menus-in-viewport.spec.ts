import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OWNER, openAccount, signInDemo } from './demo-helpers.ts';

// Issue 28: on a 390 px phone in Arabic the ☰ → Language submenu opened at x −36…174, its items
// cut off at the left edge. Every dropdown menu and submenu of the owner's and the
// administrator's screens is opened here, on a phone and on a desktop, in English and in Arabic,
// and every item must lie wholly inside the viewport. Selectors avoid texts where they can: the
// same steps run in both languages.

test.setTimeout(180_000);

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;

const LANGUAGES = ['English', 'العربية'];
/** Administration › Identity management's entries. */
const ROLES_AND_USERS = { en: ['Roles', 'Users'], ar: ['الأدوار', 'المستخدمون'] };

/** The menus on screen and their items that are not wholly inside the viewport. */
async function outsideViewport(page: Page): Promise<string[]> {
  const { width, height } = page.viewportSize()!;
  return page.getByRole('menu').evaluateAll(
    (menus, size) =>
      menus.flatMap((menu) =>
        [menu, ...Array.from(menu.querySelectorAll('[role^="menuitem"]'))].flatMap((el) => {
          const r = el.getBoundingClientRect();
          const inside = r.left >= 0 && r.top >= 0 && r.right <= size.w && r.bottom <= size.h;
          const name = el === menu ? 'the menu' : `“${el.textContent?.trim()}”`;
          const at = `x ${Math.round(r.left)}…${Math.round(r.right)}, y ${Math.round(r.top)}…${Math.round(r.bottom)}`;
          return inside ? [] : [`${name} at ${at}`];
        }),
      ),
    { w: width, h: height },
  );
}

/** Waits until the open menus have been placed, then asks that all of them are inside. */
async function expectInside(page: Page, where: string) {
  await expect
    .poll(() => outsideViewport(page), { message: `menus inside the viewport: ${where}` })
    .toEqual([]);
}

/** Unfolds the small-screen navbar, if the screen has one folded. */
async function unfoldNavbar(page: Page) {
  const fold = page.locator('nav button[aria-controls]').filter({ visible: true });
  if (!(await fold.count())) return;
  // A navigation ending just after the tap folds it again (the navbar does so on purpose).
  await expect(async () => {
    if ((await fold.first().getAttribute('aria-expanded')) !== 'true') await fold.first().click();
    await expect(fold.first()).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
}

/**
 * Opens a menu by its button, unfolding the navbar first; tried again while no menu is open: a
 * late navigation (the sign-in's landing, on a loaded machine) folds the navbar under the tap.
 */
async function openMenu(page: Page, trigger: Locator): Promise<string> {
  const menus = page.getByRole('menu');
  let label = '';
  await expect(async () => {
    if ((await menus.count()) === 0) {
      await unfoldNavbar(page);
      await trigger.click({ timeout: 2_000 });
    }
    await expect(menus).toHaveCount(1, { timeout: 2_000 });
    label =
      (await trigger.getAttribute('aria-label', { timeout: 2_000 })) ??
      (await trigger.textContent({ timeout: 2_000 })) ??
      '';
  }).toPass();
  return label;
}

/**
 * Opens every menu button on the screen (at least `atLeast` of them, waited for), each submenu
 * in it, and checks all of them. Returns the names of the items it measured.
 */
async function checkEveryMenu(page: Page, where: string, atLeast: number): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const triggers = page
    .locator('[aria-haspopup="menu"]:not([role^="menuitem"])')
    .filter({ visible: true });
  // Unfolded again on each try: a late navigation (the sign-in's landing) folds the navbar.
  await expect(async () => {
    await unfoldNavbar(page);
    expect(await triggers.count(), `menu buttons on ${where}`).toBeGreaterThanOrEqual(atLeast);
  }).toPass();
  const count = await triggers.count();
  const menus = page.getByRole('menu');
  const seen: string[] = [];
  const measured = async () =>
    seen.push(...(await menus.locator('[role^="menuitem"]').allTextContents()));
  for (let i = 0; i < count; i += 1) {
    const trigger = triggers.nth(i);
    const label = await openMenu(page, trigger);
    await expectInside(page, `${where}, ${label}`);
    await measured();
    const subs = menus.locator('[role="menuitem"][aria-haspopup="menu"]');
    const subCount = await subs.count();
    for (let s = 0; s < subCount; s += 1) {
      if (s > 0) await openMenu(page, trigger);
      const sub = subs.nth(s);
      const subLabel = await sub.textContent();
      await sub.click();
      await expect(menus).toHaveCount(2);
      await expectInside(page, `${where}, ${label} › ${subLabel}`);
      await measured();
      // Escape closes the whole menu, submenu and all.
      await page.keyboard.press('Escape');
      await expect(menus).toHaveCount(0);
    }
    if (subCount === 0) {
      await page.keyboard.press('Escape');
      await expect(menus).toHaveCount(0);
    }
  }
  return seen.map((name) => name.trim());
}

/** Picks a language in the first language menu on screen and waits for the reload. */
async function chooseLanguage(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await openMenu(
    page,
    page
      .getByRole('button', { name: /^Language/ })
      .filter({ visible: true })
      .first(),
  );
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name, exact: true }).click();
  await reloaded;
}

for (const [device, use] of Object.entries(DEVICES)) {
  for (const lang of ['en', 'ar'] as const) {
    test.describe(`${device}, ${lang}`, () => {
      test.use(use);

      test('every menu of an owner’s screens stays inside the screen', async ({ page }) => {
        await signInDemo(page, OWNER);
        if (lang === 'ar') await chooseLanguage(page, 'العربية');
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        expect(await checkEveryMenu(page, 'accounts list', 1)).toEqual(
          expect.arrayContaining(LANGUAGES),
        );

        await openAccount(page, 'Demo Logistics');
        // The switcher and, on a phone, ☰ with its Language submenu; on a desktop the language.
        expect(await checkEveryMenu(page, '/main', 2)).toEqual(expect.arrayContaining(LANGUAGES));

        await page.goto('/main/alerts');
        // The four demo alerts' menus, besides the bar's.
        expect((await checkEveryMenu(page, 'alerts', 6)).length).toBeGreaterThanOrEqual(20);
      });

      test('every menu of the administrator stays inside the screen', async ({ page }) => {
        await page.goto('/account/login');
        await page.getByLabel('User name or phone number').fill('admin');
        await page.getByLabel(/^Password/).fill('Admin123!');
        await page.getByRole('button', { name: 'Login' }).click();
        // The landing screen, resolved: its navigation's end folds the navbar (on purpose).
        await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
        if (lang === 'ar') await chooseLanguage(page, 'العربية');
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        // Administration (with Identity management's submenu), the language and the user's menu.
        expect(await checkEveryMenu(page, 'administrator', 3)).toEqual(
          expect.arrayContaining([...LANGUAGES, ...ROLES_AND_USERS[lang]]),
        );
      });
    });
  }
}
