import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

// The specs are type-checked without the DOM lib; this types the bit of `localStorage` used below.
declare const localStorage: {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  key(index: number): string | null;
  readonly length: number;
};

/** Texts of the sign-in screens, per language (the same catalog the app ships). */
export const TEXTS = {
  en: {
    phone: 'Phone number',
    sendCode: 'Send code',
    code: 'Verification code',
    verify: 'Verify',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    saveProfile: 'Save and continue',
    landing: 'Your track accounts',
    signIn: 'Sign in',
    logout: 'Logout',
  },
  ar: {
    phone: 'رقم الهاتف',
    sendCode: 'إرسال الرمز',
    code: 'رمز التحقق',
    verify: 'تحقّق',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    saveProfile: 'حفظ ومتابعة',
    landing: 'حسابات التتبع الخاصة بك',
    signIn: 'تسجيل الدخول',
    logout: 'تسجيل الخروج',
  },
} as const;
export type Lang = keyof typeof TEXTS;

let counter = 0;
/** A Syrian mobile number no other test (or run) has used: every sign-in makes a new user. */
export function newPhone(): string {
  counter += 1;
  const unique = (Date.now() * 10 + counter + process.pid) % 1_000_000;
  return `0955${String(unique).padStart(6, '0')}`;
}

/**
 * Signs a new phone number in through the stepper, completing the profile step. `start` is the
 * address opened first (a guarded page sends the visitor to sign-in); `landing` where it ends;
 * `phone` a number that never signed in (an observer an owner added, say), else a new one.
 */
export async function signInNewUser(
  page: Page,
  lang: Lang = 'en',
  {
    start = '/',
    landing = '/track-accounts',
    phone = newPhone(),
  }: { start?: string; landing?: string; phone?: string } = {},
) {
  const text = TEXTS[lang];
  await page.goto(start);
  await expect(page.getByRole('heading', { level: 1, name: text.signIn })).toBeVisible();
  await page.getByLabel(text.phone).fill(phone);
  await page.getByRole('button', { name: text.sendCode }).click();
  // Demo servers answer the code and the app pre-fills it.
  const code = page.getByLabel(text.code);
  await expect(code).toHaveValue(/^\d{6}$/);
  await page.getByRole('button', { name: text.verify }).click();
  await page.getByLabel(text.firstName).fill('Rami');
  await page.getByLabel(text.lastName).fill('Khalil');
  await page.getByLabel(text.email).fill(`rami.${phone}@example.com`);
  await page.getByRole('button', { name: text.saveProfile }).click();
  await expect(page).toHaveURL((url) => url.pathname === landing);
  if (landing === '/track-accounts') {
    await expect(page.getByRole('heading', { level: 1, name: text.landing })).toBeVisible();
  }
  return phone;
}

/** The stored user (tokens, expiry), read in the page. */
export async function storedUser(page: Page) {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith('oidc.user:')) {
        return JSON.parse(localStorage.getItem(key) ?? 'null') as {
          access_token: string;
          refresh_token?: string;
          expires_at: number;
        } | null;
      }
    }
    return null;
  });
}

/** Whether the page is on the sign-in screen. */
export async function expectSignInScreen(page: Page, lang: Lang = 'en') {
  await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].signIn })).toBeVisible();
  await expect(page.getByLabel(TEXTS[lang].phone)).toBeVisible();
}
