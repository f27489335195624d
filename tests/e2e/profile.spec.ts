import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { OBSERVER, OWNER, openAccount, signInDemo } from './demo-helpers.ts';
import { api } from './alert-helpers.ts';
import { newPhone } from './auth-helpers.ts';

// Issue 16: the account profile against the real server — the picture's size refusal and a real
// upload shown back, a name change that survives a reload, the Arabic screen, and deleting the
// account of a fresh observer, which ends the session.

test.setTimeout(120_000);

/** About 300 KB of PNG: random pixels do not compress. */
async function photo(): Promise<Buffer> {
  const side = 320;
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

async function openProfile(page: Page, heading: string) {
  await page.getByRole('link', { name: heading, exact: true }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/main/account-profile');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('picture: 2.5 MB is refused, a 300 KB photo is shown; the name change is kept', async ({
  page,
}) => {
  await signInDemo(page, OBSERVER);
  await openAccount(page, 'Demo Logistics');
  await openProfile(page, 'Profile');

  const input = page.getByLabel(/^Profile picture/);
  await input.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(2.5 * 1024 * 1024, 1),
  });
  await expect(page.getByText('The Image must be less than 2MB', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await expect(page.getByText('There is no image selected', { exact: true })).toBeVisible();

  const buffer = await photo();
  expect(buffer.length).toBeGreaterThan(250_000);
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer });
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await expect(page.getByText('Image updated successfuly', { exact: true })).toBeVisible();
  const picture = page.getByTestId('profile-picture');
  await expect(picture).toBeVisible();
  await expect
    .poll(() =>
      picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
    )
    .toBe(320);

  // The last name only: other specs find this shared demo observer by its first name.
  const lastName = `Khoury ${test.info().parallelIndex}-${Date.now() % 1e6}`;
  await page.getByLabel('Last name').fill(lastName);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile saved.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Last name')).toHaveValue(lastName);
  await expect(page.getByTestId('profile-picture')).toBeVisible();
});

test('the profile in Arabic, right to left', async ({ page }) => {
  await signInDemo(page, OWNER);
  await page.getByRole('button', { name: /^Language/ }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openAccount(page, 'Demo Logistics');
  await openProfile(page, 'الملف الشخصي');
  await expect(page.getByLabel('الاسم الأول')).toBeVisible();
  await page.getByRole('button', { name: 'رفع الصورة' }).click();
  await expect(page.getByText('لم يتم اختيار صورة', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'تغيير الحساب' })).toHaveAttribute(
    'href',
    '/track-accounts',
  );
});

test('a fresh observer deletes their account and is signed out', async ({ page, browser }) => {
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  const phone = newPhone();
  await api(page, 'POST', '/api/app/observation/observer', {
    name: 'Leaving observer',
    phoneNumber: phone,
    vehicleIds: [],
    vehicleGroupIds: [],
  });

  const context = await browser.newContext();
  const observer = await context.newPage();
  try {
    await observer.goto('/');
    await observer.getByLabel('Phone number').fill(phone);
    await observer.getByRole('button', { name: 'Send code' }).click();
    await expect(observer.getByLabel('Verification code')).toHaveValue(/^\d{6}$/);
    await observer.getByRole('button', { name: 'Verify' }).click();
    const firstName = observer.getByLabel('First name');
    const accounts = observer.getByRole('heading', { level: 1, name: 'Your track accounts' });
    await expect(firstName.or(accounts)).toBeVisible();
    if (await firstName.isVisible()) {
      await firstName.fill('Lina');
      await observer.getByLabel('Last name').fill('Leaving');
      await observer.getByLabel('E-mail').fill(`lina.${phone}@example.com`);
      await observer.getByRole('button', { name: 'Save and continue' }).click();
    }
    // Added by an owner: invited until they accept (issue 28).
    await observer.getByRole('button', { name: 'Accept the invitation to Demo Logistics' }).click();
    await openAccount(observer, 'Demo Logistics');
    await openProfile(observer, 'Profile');
    await observer.getByRole('button', { name: 'Delete account' }).click();
    const dialog = observer.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(observer.getByLabel('Phone number')).toBeVisible();
    await observer.goto('/main/account-profile');
    await expect(observer.getByLabel('Phone number')).toBeVisible();
  } finally {
    await context.close();
  }
});
