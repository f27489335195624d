import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// The users the demo server seeds: the owner has "Demo Logistics" (business, 20 vehicles) and
// "Sami's car" (personal, 5); the observer watches 3 vehicles of "Demo Logistics".
export const OWNER = '+963944000001';
export const OBSERVER = '+963944000002';

/**
 * Specs run in parallel and sign the same demo users in: a code asked for by another test between
 * our "Send code" and "Verify" replaces ours (the newest code counts), so the token request is
 * refused with 400 and the sign-in is tried again. Specs using `signInDemo` allow that error.
 */
export const DEMO_SIGN_IN_RACE = /status of 400.*\/connect\/token/;

/** Demo users have complete profiles: code → straight to the accounts list. */
export async function signInDemo(page: Page, phone: string) {
  for (let attempt = 1; ; attempt++) {
    await page.goto('/');
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('Verification code')).toHaveValue(/^\d{6}$/);
    await page.getByRole('button', { name: 'Verify' }).click();
    const landed = await page
      .waitForURL((url) => url.pathname === '/track-accounts', { timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (landed) break;
    if (attempt === 3) throw new Error(`${phone} could not sign in three times in a row`);
    // eslint-disable-next-line playwright/no-wait-for-timeout -- a jittered back-off before the retry: no page state to wait for, only the racing sign-in to finish
    await page.waitForTimeout(300 + Math.random() * 1200);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Your track accounts' })).toBeVisible();
}

/** Chooses an account on /track-accounts and waits for /main. */
export async function openAccount(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(`^Open ${name}`) }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/main');
}
