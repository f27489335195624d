import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { storedUser } from './auth-helpers.ts';

// The specs are type-checked without the DOM lib: what the page functions below read.
declare const localStorage: { getItem(key: string): string | null };

// What the alerts and notifications specs share: calls with the signed-in user's token (what the
// screens created, and set-up the screens are not about), and positions sent as a device would.

/** Demo vehicles (server/modules/vehicles/seed.ts): plate 501000 + 137 × (n − 1) for demo-00n. */
export const PARKED = { device: 'demo-005', plate: '501548' };
export const OBSERVED = { device: 'demo-002', plate: '501137' };

/** A call with the signed-in user's token, for the account chosen on /main. */
export async function api<T>(page: Page, method: string, path: string, body?: unknown) {
  const token = (await storedUser(page))?.access_token;
  expect(token, 'signed in').toBeTruthy();
  return page.evaluate(
    async (a) => {
      const response = await fetch(a.path, {
        method: a.method,
        headers: {
          Authorization: `Bearer ${a.token}`,
          ...(a.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: a.body === undefined ? undefined : JSON.stringify(a.body),
      });
      if (!response.ok) throw new Error(`${a.method} ${a.path}: ${response.status}`);
      const text = await response.text();
      return (
        text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text
      ) as T;
    },
    { method, path, body, token },
  );
}

/** The account's vehicle of a plate (the screens name vehicles by plate). */
export async function vehicleId(page: Page, plate: string): Promise<string> {
  const { items } = await api<{ items: { id: string; licensePlateSerial: string }[] }>(
    page,
    'GET',
    '/api/app/vehicle?maxResultCount=1000',
  );
  const found = items.find((v) => v.licensePlateSerial === plate);
  expect(found, `vehicle ${plate}`).toBeTruthy();
  return found!.id;
}

/** One OsmAnd position, now; speed in km/h (OsmAnd sends knots). */
export async function sendFix(
  request: APIRequestContext,
  device: string,
  at: { lat: number; lon: number },
  kmh: number,
) {
  const knots = (kmh / 1.852).toFixed(3);
  const sent = await request.get(
    `/ingest/osmand?id=${device}&lat=${at.lat}&lon=${at.lon}&speed=${knots}`,
  );
  expect(sent.status()).toBe(200);
}

export interface ServerNotification {
  id: string;
  title: string;
  body: string;
  alertType: string;
  vehicleName: string | null;
}

/** The signed-in user's notifications of the account, newest first (the first 100). */
export async function notifications(page: Page, accountId: string) {
  const path = `/api/app/notification?trackAccoundId=${accountId}&skipCount=0&maxResultCount=100`;
  return (await api<{ items: ServerNotification[] }>(page, 'GET', path)).items;
}

/** The account chosen on /track-accounts (the app keeps its id in localStorage). */
export async function chosenAccount(page: Page): Promise<string> {
  const id = await page.evaluate(() => localStorage.getItem('trackAccountId'));
  expect(id, 'an account is chosen').toBeTruthy();
  return id!;
}

export const unique = (prefix: string, index: number) => `${prefix} ${index}-${Date.now() % 1e8}`;

/**
 * Sends a vehicle below a speed, then above it, again and again until `fired` holds: a new alert
 * reaches the engine once its cache of the account's rules is renewed (a few seconds), so the
 * first positions may come before it watches. The simulator sends the demo vehicles at their own
 * speeds in between, which re-arm a speed rule; each pass is checked before the next is sent.
 * The alert must count a speeding at its first position (`minDurationSeconds: 0`): the positions
 * in between cut short any longer one (issue 31).
 */
export async function speedUntil(
  request: APIRequestContext,
  device: string,
  at: { lat: number; lon: number },
  kmh: { below: number; above: number },
  fired: () => Promise<boolean>,
) {
  await expect
    .poll(
      async () => {
        await sendFix(request, device, at, kmh.below);
        await sendFix(request, device, at, kmh.above);
        return fired();
      },
      { timeout: 45_000, intervals: [1_000] },
    )
    .toBe(true);
}

/** The wizard's Next (its Save on step 2 has its own name). */
export const nextButton = (page: Page) => page.getByRole('button', { name: 'Next' });

/** Opens the wizard from the alerts tab's '+ Add alert'. */
export async function openWizard(page: Page, add = '+ Add alert', title = 'Add alert') {
  await page.goto('/main/alerts');
  await page.getByRole('link', { name: add }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}
