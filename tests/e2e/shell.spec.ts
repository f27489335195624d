import { expect, test } from './fixtures.ts';
import {
  boxOf,
  brandLink,
  languageButton,
  navbar,
  signInHeading,
  switchLanguage,
} from './helpers.ts';

// `/` is the full-screen sign-in stepper; the navbar is tested on a page of the account layout.
const SHELL_PAGE = '/account/login';

test.describe('shell', () => {
  test('renders in English, left to right', async ({ page }) => {
    await page.goto(SHELL_PAGE);

    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(navbar(page)).toBeVisible();
    await expect(brandLink(page)).toBeVisible();
    await expect(brandLink(page)).toHaveAttribute('href', '/');
    await expect(languageButton(page, 'English')).toBeVisible();

    const brand = await boxOf(brandLink(page), 'the brand link');
    const language = await boxOf(languageButton(page, 'English'), 'the language button');
    expect(brand.x, 'brand link is left of the language button').toBeLessThan(language.x);
  });

  test('switches to Arabic: right to left, navbar mirrored, choice remembered', async ({
    page,
  }) => {
    await page.goto(SHELL_PAGE);
    await expect(languageButton(page, 'English')).toBeVisible();

    await switchLanguage(page, 'English', 'العربية');

    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(languageButton(page, 'العربية')).toBeVisible();
    await expect(brandLink(page)).toBeVisible();

    const brand = await boxOf(brandLink(page), 'the brand link');
    const language = await boxOf(languageButton(page, 'العربية'), 'the language button');
    const viewportWidth = page.viewportSize()?.width ?? 1280;
    expect(brand.x, 'brand link is right of the language button').toBeGreaterThan(language.x);
    expect(brand.x + brand.width, 'brand link sits in the right half').toBeGreaterThan(
      viewportWidth / 2,
    );

    // The choice survives a reload.
    await page.reload();
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(languageButton(page, 'العربية')).toBeVisible();

    // And can be undone.
    await switchLanguage(page, 'العربية', 'English');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(languageButton(page, 'English')).toBeVisible();
  });

  test('an unknown path shows the not-found screen with a way home', async ({ page }) => {
    await page.goto('/no/such/page');

    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const home = page.getByRole('link', { name: 'Back to home' });
    await expect(home).toBeVisible();

    await home.click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeHidden();
    await expect(signInHeading(page)).toBeVisible();
  });
});
