import { expect, test } from './fixtures.ts';
import { OBSERVER, OWNER, openAccount, signInDemo } from './demo-helpers.ts';
import { registerServiceWorkerAtOnce, waitForServiceWorkerControl } from './helpers.ts';
import {
  OFFLINE_NOISE,
  offlineSince,
  waitForPersisted,
  withoutNetwork,
} from './offline-helpers.ts';
import {
  OBSERVED,
  api,
  chosenAccount,
  notifications,
  speedUntil,
  vehicleId,
} from './alert-helpers.ts';

// Issue 15: observers get notifications too. The owner sets a speed alert on a vehicle the demo
// observers watch; the vehicle speeds; the observer reads it on /main/notifications, reached from
// the menu, and again with no network from the saved copy.

test.setTimeout(150_000);

test('an observer reads the notification of a vehicle they watch, online and offline', async ({
  page,
  browser,
  request,
  consoleGuard,
}) => {
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  const id = await api<string>(page, 'POST', '/api/app/exceedingSpeedAlertDefinition', {
    // Above what the simulator drives demo-002 at, so only our positions fire it.
    maxSpeed: 110,
    vehicleIds: [await vehicleId(page, OBSERVED.plate)],
    notificationMethods: ['MobileNotification'],
  });
  const at = { lat: 33.5138, lon: 36.2765 };
  const account = await chosenAccount(page);
  // The owner is told too: their list says when the engine has it.
  await speedUntil(request, OBSERVED.device, at, { below: 20, above: 137 }, async () =>
    (await notifications(page, account)).some(
      (n) => n.alertType === 'ExceedingSpeed' && /\b137\b/.test(n.body),
    ),
  );

  const context = await browser.newContext();
  consoleGuard.watch(context);
  await registerServiceWorkerAtOnce(context);
  const observer = await context.newPage();
  try {
    await signInDemo(observer, OBSERVER);
    await openAccount(observer, 'Demo Logistics');
    await waitForServiceWorkerControl(observer);
    await observer
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: 'Notifications', exact: true })
      .click();
    await expect(observer.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const item = observer
      .getByRole('listitem')
      .filter({ hasText: OBSERVED.plate })
      .filter({ hasText: /137 km\/h/ });
    await expect(item.first()).toBeVisible();
    await waitForPersisted(observer, /"notifications",.*"list"/);

    consoleGuard.allow(OFFLINE_NOISE);
    await withoutNetwork(context, async () => {
      for (let start = 0; start < 2; start++) {
        await observer.reload();
        await expect(offlineSince(observer)).toBeVisible();
        await expect(item.first()).toBeVisible();
      }
    });
  } finally {
    await context.close();
    await api(page, 'DELETE', `/api/app/alertDefinition/${id}`);
  }
});
