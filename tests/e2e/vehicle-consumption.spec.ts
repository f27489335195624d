import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OBSERVER, OWNER, openAccount, signInDemo } from './demo-helpers.ts';
import { api, vehicleId } from './alert-helpers.ts';
import {
  registerServiceWorkerAtOnce,
  switchLanguage,
  waitForServiceWorkerControl,
} from './helpers.ts';
import { OFFLINE_NOISE, withoutNetwork } from './offline-helpers.ts';
import { expectNoViolations } from './axe-helpers.ts';

// Issue 29: the consumption rate given at purchase is corrected on the vehicle's screen by its
// owner (in km per 20 L, stored per litre), online and offline, in English and Arabic; the
// observer who watches the vehicle reads the correction and cannot make one.

test.setTimeout(150_000);
test.beforeEach(({ consoleGuard }) => consoleGuard.allow(OFFLINE_NOISE));

/** demo-003: one of the vehicles the demo observer watches. */
const PLATE = '501274';

const rateAtServer = async (page: Page, id: string) =>
  (await api<{ consumptionRate: number }>(page, 'GET', `/api/app/vehicle/${id}`)).consumptionRate;

test('an owner corrects a vehicle’s consumption rate, online and offline; the observer reads it', async ({
  page,
  context,
  browser,
}) => {
  // Offline, the app's code comes from its service worker, as on a phone.
  await registerServiceWorkerAtOnce(context);
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  await waitForServiceWorkerControl(page);
  const id = await vehicleId(page, PLATE);
  const before = await rateAtServer(page, id);
  try {
    await page.goto(`/main/track/${id}`);
    const fact = page.getByTestId('vehicle-consumption');
    await expect(fact).toHaveText(new RegExp(`^${before * 20} km / 20 L`));

    // Online: typed per tank, stored per litre.
    await page.getByRole('button', { name: 'Correct the consumption rate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct the consumption rate' });
    const field = dialog.getByLabel('Consumption rate (km per 20 L)');
    await expect(field).toHaveValue(String(before * 20));
    await expectNoViolations(page, 'consumption dialog');
    await field.fill('20001');
    await field.blur();
    await expect(dialog.getByText('Enter 0 to 20,000 km per 20 L.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await field.fill('147');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(fact).toContainText('147 km / 20 L');
    expect(await rateAtServer(page, id)).toBe(7.35);

    // Offline: it waits on the device, shown with its new value, and goes when the network is back.
    await withoutNetwork(context, async () => {
      await page.getByRole('button', { name: 'Correct the consumption rate' }).click();
      await dialog.getByLabel('Consumption rate (km per 20 L)').fill('170');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByText('Saved on this device. It will be sent when the connection is back.', {
          exact: true,
        }),
      ).toBeVisible();
      await expect(fact).toContainText('170 km / 20 L');
      await expect(fact).toContainText('Waiting to be sent');
    });
    await expect(fact).not.toContainText('Waiting to be sent');
    await expect.poll(() => rateAtServer(page, id)).toBe(8.5);

    // Arabic, right to left: the same fact and control in the reader's words.
    await switchLanguage(page, 'English', 'العربية', page.getByRole('banner'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('الاستهلاك', { exact: true })).toBeVisible();
    await expect(fact).toContainText('كم / 20 لترًا');
    await page.getByRole('button', { name: 'تصحيح معدل الاستهلاك' }).click();
    await expect(page.getByRole('dialog', { name: 'تصحيح معدل الاستهلاك' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The observer of this vehicle reads the owner's correction, and has no way to change it.
    const observerContext = await browser.newContext();
    const watcher = await observerContext.newPage();
    try {
      await signInDemo(watcher, OBSERVER);
      await openAccount(watcher, 'Demo Logistics');
      await watcher.goto(`/main/track/${id}`);
      await expect(watcher.getByTestId('vehicle-consumption')).toContainText('170 km / 20 L');
      await expect(watcher.getByRole('button', { name: /consumption/ })).toHaveCount(0);
    } finally {
      await observerContext.close();
    }
  } finally {
    await api(
      page,
      'PUT',
      `/api/app/vehicle/${id}/updateConsumptionRate?consumptionRate=${before}`,
    );
  }
});
