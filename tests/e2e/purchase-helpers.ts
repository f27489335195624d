import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { storedUser } from './auth-helpers.ts';

// Steps of the owner purchase screens shared by purchases.spec.ts and purchases-ar.spec.ts.

export type Request = {
  id: string;
  type: string;
  stage: string;
  status: string;
  accountName: string | null;
  subscriptionDurationInMonths?: number | null;
  bill: { total: number } | null;
};

/** GET with the signed-in user's token (the test checks what the screens created). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = (await storedUser(page))?.access_token;
  expect(token, 'signed in').toBeTruthy();
  return page.evaluate(
    async (a) => {
      const response = await fetch(a.path, { headers: { Authorization: `Bearer ${a.token}` } });
      if (!response.ok) throw new Error(`GET ${a.path}: ${response.status}`);
      return (await response.json()) as T;
    },
    { path, token },
  );
}

/** The owner's requests of `type` (newest included; up to 999 like the portal asks). */
export const myRequests = async (page: Page, type: string) =>
  (await apiGet<{ items: Request[] }>(page, `/api/app/request?types=${type}&maxResultCount=999`))
    .items;

/** Where each family's create call posts (spec part 1 §7). */
export const CREATE_PATHS = {
  SmsBundleRenewalRequest: '/api/app/smsBundleRenewalRequest',
  AddVehiclesRequest: '/api/app/addVehiclesRequest',
  RenewSubscription: '/api/app/renewSubscriptionRequest',
} as const;

/**
 * The id answered by this page's next create call of `type`. Specs run in parallel as the same
 * demo owner, so "the newest request" may be another spec's: the page's own answer is not.
 */
export async function nextCreatedId(page: Page, type: keyof typeof CREATE_PATHS) {
  const response = await page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === CREATE_PATHS[type],
    { timeout: 30_000 },
  );
  expect(response.ok(), `create ${type}`).toBe(true);
  return (await response.text()).replace(/"/g, '');
}

/** The owner's request `id` of `type` as the server lists it. */
export const requestById = async (page: Page, type: string, id: string) =>
  (await myRequests(page, type)).find((r) => r.id === id);

/** The names the steps below look for, per language. */
export interface PurchaseTexts {
  /** Start of the accessible name of an account card's "open" button. */
  open: string;
  confirm: string;
  priceOffer: string;
  paymentConfirmation: string;
}

export const PURCHASE_TEXTS_EN: PurchaseTexts = {
  open: 'Open',
  confirm: 'Confirm',
  priceOffer: 'Price offer',
  paymentConfirmation: 'Payment confirmation',
};

/** The card of `account` on /track-accounts. */
export const accountCard = (page: Page, account: string, t = PURCHASE_TEXTS_EN) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${t.open} ${account}`) }) });

/** Opens one of the owner actions of an account card on /track-accounts. */
export async function openAction(
  page: Page,
  account: string,
  action: string,
  t = PURCHASE_TEXTS_EN,
) {
  await accountCard(page, account, t).getByRole('link', { name: action }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(action) })).toBeVisible();
}

/**
 * Confirm → price offer (`inspect` looks at it before it is accepted) → payment confirmation
 * (returned, still open).
 */
export async function confirmOffer(
  page: Page,
  t = PURCHASE_TEXTS_EN,
  inspect?: (offer: Locator) => Promise<void>,
) {
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  const offer = page.getByRole('dialog', { name: t.priceOffer });
  await expect(offer.getByRole('table')).toBeVisible({ timeout: 15_000 });
  await inspect?.(offer);
  await offer.getByRole('button', { name: t.confirm, exact: true }).click();
  return page.getByRole('dialog', { name: t.paymentConfirmation });
}
