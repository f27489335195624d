import { expect, test } from './fixtures.ts';
import { expectSignInScreen, newPhone, signInNewUser, TEXTS } from './auth-helpers.ts';

// Issue 11, as a user meets it: a phone number or a first password is the user's only after a
// code sent to the phone comes back, and a number another user proved cannot be taken.

const intl = (local: string) => `+963${local.slice(1)}`;

test('a code user moves to a new number, sets a first password and signs in with it', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 40[03]/);
  const oldPhone = await signInNewUser(page, 'en', {
    start: '/account/manage',
    landing: '/account/manage',
  });
  const phoneField = page.getByLabel('Phone number', { exact: true });
  await expect(phoneField).toHaveValue(intl(oldPhone));
  await expect(phoneField).toHaveAttribute('readonly', '');

  // A number somebody else already proved is refused before any code is sent.
  await page.getByRole('button', { name: 'Change phone number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change phone number' });
  await dialog.getByLabel('New phone number').fill('+963944000001');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText("Phone number '+963944000001' is already taken.", { exact: true }),
  ).toBeVisible();

  // A free number: the code sent to it (filled in on a demo server) proves it.
  const newNumber = newPhone();
  await dialog.getByLabel('New phone number').fill(newNumber);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByLabel('Verification code')).toHaveValue(/^\d{6}$/);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText('Your phone number has been changed.', { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(phoneField).toHaveValue(intl(newNumber));
  await expect(page.getByLabel('User name')).toHaveValue(intl(newNumber));

  // A first password needs a fresh code to the (new) phone; a wrong one is refused.
  await page.getByRole('tab', { name: 'Change password' }).click();
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await page.getByLabel('Verification code').fill('000000');
  await page.getByLabel(/^New password/).fill('Fleet-Pass1');
  await page.getByLabel(/^Confirm new password/).fill('Fleet-Pass1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('The one-time code is not valid or has expired.', { exact: true }),
  ).toBeVisible();
  await page.getByLabel('Verification code').clear();
  await page.getByRole('button', { name: 'Send a code to my phone' }).click();
  await expect(page.getByLabel('Verification code')).toHaveValue(/^\d{6}$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your password has been changed.', { exact: true })).toBeVisible();

  // Now it takes the current password.
  await expect(page.getByLabel('Current password')).toBeVisible();

  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectSignInScreen(page);
  await page.goto('/account/login');
  await page.getByLabel('User name or phone number').fill(newNumber);
  await page.getByLabel(/^Password/).fill('Fleet-Pass1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/account/manage');
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue(intl(newNumber));
});

// Issue 28: an administrator put someone's number on a user with a password they chose. The
// holder's first code sign-in (here in Arabic) proves the number, removes that password and
// offers the holder their own.
test('the holder of an administrator-set number chooses their own password after the code', async ({
  page,
  context,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/);
  const token = await request.post('/connect/token', {
    form: {
      client_id: 'GoTrack_App',
      grant_type: 'password',
      username: 'admin',
      password: 'Admin123!',
      scope: 'openid GoTrack',
    },
  });
  expect(token.status()).toBe(200);
  const phone = newPhone();
  const userName = `driver-${phone}`;
  const created = await request.post('/api/identity/users', {
    headers: { authorization: `Bearer ${(await token.json()).access_token}` },
    data: {
      userName,
      name: 'Rami',
      surname: 'Driver',
      email: `${userName}@example.com`,
      phoneNumber: intl(phone),
      password: 'Chosen-by-admin1',
    },
  });
  expect(created.status()).toBe(200);

  await context.addInitScript({ content: "localStorage.setItem('lang', 'ar');" });
  const text = TEXTS.ar;
  await page.goto('/');
  await page.getByLabel(text.phone).fill(phone);
  await page.getByRole('button', { name: text.sendCode }).click();
  await expect(page.getByLabel(text.code)).toHaveValue(/^\d{6}$/);
  await page.getByRole('button', { name: text.verify }).click();
  // The e-mail address the administrator typed was nobody's proof: the profile asks for it.
  await expect(page.getByLabel(text.email)).toHaveValue('');
  await page.getByLabel(text.firstName).fill('Rami');
  await page.getByLabel(text.lastName).fill('Driver');
  await page.getByLabel(text.email).fill(`own.${phone}@example.com`);
  await page.getByRole('button', { name: text.saveProfile }).click();

  await expect(page.getByRole('heading', { name: 'اختر كلمة مرورك الخاصة' })).toBeFocused();
  await page.getByLabel(/^كلمة المرور الجديدة/).fill('Holders-own1');
  await page.getByLabel(/^تأكيد كلمة المرور الجديدة/).fill('Holders-own1');
  await page.getByRole('button', { name: text.saveProfile }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/track-accounts');

  const signIn = (password: string) =>
    request.post('/connect/token', {
      form: { client_id: 'GoTrack_App', grant_type: 'password', username: userName, password },
    });
  expect((await signIn('Chosen-by-admin1')).status()).toBe(400);
  expect((await signIn('Holders-own1')).status()).toBe(200);
});
