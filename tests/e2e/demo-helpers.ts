import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { demoPhone, type DemoRole } from './demo-users.ts';

export { OBSERVER, OWNER, demoPhone } from './demo-users.ts';

/** Demo users have complete profiles: code → straight to the accounts list. */
export async function signInDemo(page: Page, role: DemoRole) {
  await page.goto('/');
  await page.getByLabel('Phone number').fill(demoPhone(role));
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Verification code')).toHaveValue(/^\d{6}$/);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/track-accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Your track accounts' })).toBeVisible();
}

/** Chooses an account on /track-accounts and waits for /main. */
export async function openAccount(page: Page, name: string) {
  // "Open" is "فتح" in Arabic.
  await page.getByRole('button', { name: new RegExp(`^(Open|فتح) ${name}`) }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/main');
}
