import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OWNER, openAccount, signInDemo } from './demo-helpers.ts';
import { registerServiceWorkerAtOnce, waitForServiceWorkerControl } from './helpers.ts';
import { OBSERVED, api, chosenAccount, speedUntil, vehicleId } from './alert-helpers.ts';
import { decryptPush, fakePushService, subscriptionKeys } from '../../server/test/web-push-fake.ts';

// Issue 16: alerts pushed to the browser. Chromium here reaches no real push service, so the
// page's PushManager hands out a subscription on a push service this test runs on 127.0.0.1,
// with keys the test owns: the server encrypts to it (RFC 8291), the test decrypts and delivers
// the payload to the installed worker over CDP, as the browser's push service would.

test.setTimeout(180_000);

let closePushService: (() => Promise<void>) | undefined;
test.afterEach(async () => closePushService?.());

// The page and worker scripts below are type-checked without the DOM lib.
type Shown = { title: string; body: string; dir: string; lang: string; tag: string; data: unknown };
declare const PushManager: { prototype: Record<string, unknown> };
type Registration = { getNotifications(): Promise<Shown[]> };
type Browser = { navigator: { serviceWorker: { ready: Promise<Registration> } } };

async function fakeSubscribe(context: BrowserContext, subscription: unknown) {
  await context.addInitScript((value: unknown) => {
    const sub = value as { endpoint: string };
    if (typeof PushManager === 'undefined') return;
    const made = {
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { applicationServerKey: null, userVisibleOnly: true },
      toJSON: () => sub,
      getKey: () => null,
      unsubscribe: async () => true,
    };
    PushManager.prototype.subscribe = async () => made;
    PushManager.prototype.getSubscription = async () => null;
  }, subscription);
}

/** The worker's registration id, for CDP's deliverPushMessage. */
async function workerRegistration(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const ids: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
    for (const r of e.registrations) if (!r.isDeleted) ids.push(r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => ids.length).toBeGreaterThan(0);
  return { cdp, registrationId: ids.at(-1)! };
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    // Runs in the page: no helper of this file exists there.
    const registration = await (globalThis as unknown as Browser).navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n): Shown => ({
      title: n.title,
      body: n.body,
      dir: n.dir,
      lang: n.lang,
      tag: n.tag,
      data: n.data,
    }));
  });

test('an Arabic owner turns alerts on, gets a pushed speed alert, opens it, signs out', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const pushService = await fakePushService();
  closePushService = pushService.close;
  const keys = subscriptionKeys();
  const subscription = pushService.subscription(keys);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await fakeSubscribe(context, JSON.parse(subscription));
  await registerServiceWorkerAtOnce(context);

  await signInDemo(page, OWNER);
  await page.getByRole('button', { name: /^Language/ }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The push is written in the recipient's stored language.
  await api(page, 'POST', '/api/app/mobileIdentityUser/setLocale', { language: 'ar' });
  await openAccount(page, 'Demo Logistics');
  await waitForServiceWorkerControl(page);
  const vehicle = await vehicleId(page, OBSERVED.plate);
  let alertId: string | null = null;
  try {
    await page.goto('/main/notifications');
    const toggle = page.getByRole('switch', { name: 'تفعيل التنبيهات على هذا الجهاز' });
    await toggle.click();
    await expect(
      page.getByRole('switch', { name: 'إيقاف التنبيهات على هذا الجهاز' }),
    ).toHaveAttribute('aria-checked', 'true');

    alertId = await api<string>(page, 'POST', '/api/app/exceedingSpeedAlertDefinition', {
      // Above what the simulator drives this vehicle at, so only our positions fire it.
      maxSpeed: 110,
      minDurationSeconds: 0, // at the first position over: speedUntil alternates (issue 31)
      vehicleIds: [vehicle],
      notificationMethods: ['MobileNotification'],
    });
    // The server has the device: the alert reaches our push service, encrypted to our keys.
    const at = { lat: 33.5138, lon: 36.2765 };
    await speedUntil(request, OBSERVED.device, at, { below: 20, above: 137 }, async () =>
      pushService.received.some((p) => p.path.startsWith('/push/')),
    );
    const pushed = pushService.received.find((p) => p.path.startsWith('/push/'))!;
    expect(pushed.headers['content-encoding']).toBe('aes128gcm');
    const payload = decryptPush(pushed.body, keys);
    const message = JSON.parse(payload) as { vehicleId: string; url: string };
    const account = await chosenAccount(page);
    expect(message).toMatchObject({
      vehicleId: vehicle,
      url: `/main/track/${vehicle}?account=${account}`,
    });

    const { cdp, registrationId } = await workerRegistration(context, page);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId,
      data: payload,
    });
    await expect.poll(async () => (await shownNotifications(page)).length).toBeGreaterThan(0);
    const [shown] = await shownNotifications(page);
    expect(shown!.title).toContain(OBSERVED.plate);
    expect(shown!.title).toMatch(/[\u0600-\u06FF]/);
    expect(shown).toMatchObject({ dir: 'rtl', lang: 'ar' });

    // CDP cannot click a notification: the worker runs its click handler on the shown one.
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async () => {
      type Scope = {
        registration: { getNotifications(): Promise<unknown[]> };
        dispatchEvent(e: unknown): boolean;
      };
      const scope = globalThis as unknown as Scope;
      const [notification] = await scope.registration.getNotifications();
      const Click = (globalThis as unknown as Record<string, new (...a: unknown[]) => object>)
        .NotificationEvent!;
      const event = new Click('notificationclick', { notification });
      const work: Promise<unknown>[] = [];
      // A dispatched event cannot extend its lifetime: collect the work instead.
      Object.defineProperty(event, 'waitUntil', { value: (p: Promise<unknown>) => work.push(p) });
      scope.dispatchEvent(event);
      await Promise.all(work);
    });
    await expect(page).toHaveURL((url) => url.pathname === `/main/track/${vehicle}`);
    await expect(page.getByTestId('track-map')).toBeVisible();
  } finally {
    if (alertId) await api(page, 'DELETE', `/api/app/alertDefinition/${alertId}`);
    await api(page, 'POST', '/api/app/mobileIdentityUser/setLocale', { language: 'en' });
  }

  // Sign-out removes the device at the server, then the local token.
  const removed = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().includes('/api/app/fcmDevice/deviceToken'),
  );
  // The accounts list's header has the Logout button (spec part 1 §2).
  await page.goto('/track-accounts');
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  const response = await removed;
  expect(response.status()).toBe(204);
  expect(new URL(response.url()).searchParams.get('deviceToken')).toBe(subscription);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => localStorage.getItem('push.token'))).toBeNull();
});
