import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { NotificationMethod } from '../../src/api/contract/alerts.ts';
import { appUser, notification, notificationDelivery, pushSend } from '../db/schema.ts';
import type { DrainerOptions } from '../modules/delivery/drainer.ts';
import { createTrackAccount } from '../modules/track-accounts/associations.ts';
import { grantDemoPlan } from '../modules/vehicles/seed.ts';
import { bearer, claimsOf, otpSignIn, recordingSms } from './auth-helpers.ts';
import { addVehicles } from './engine-fixtures.ts';
import { recordingMail } from './recording-mail.ts';
import { setupTestApp } from './test-app.ts';
import { fakePushService, subscriptionKeys } from './web-push-fake.ts';

// The notification outbox end to end: the real app with real VAPID keys, a fake push service
// on 127.0.0.1, a recording SMS gateway and mailer; two signed-in members of one account.

export const VAPID_SUBJECT = 'mailto:ops@gotrack.example';

/**
 * What the operator of a test server configures for the fake push service: the only push
 * service it sends to, and its address let through the outbound guard.
 */
export const FAKE_PUSH_SERVICE_HOSTS = ['http://127.0.0.1:*'];
export const FAKE_PUSH_ALLOWED_ADDRESSES = ['127.0.0.1'];

export async function deliveryApp(
  drainer: DrainerOptions = {},
  { allowedAddresses = FAKE_PUSH_ALLOWED_ADDRESSES } = {},
) {
  const push = await fakePushService();
  const sms = recordingSms();
  const mail = recordingMail();
  const vapidKeys = webPush.generateVAPIDKeys();
  const t = await setupTestApp({
    config: {
      push: {
        vapidKeys,
        vapidSubject: VAPID_SUBJECT,
        fcmServiceAccount: null,
        serviceHosts: FAKE_PUSH_SERVICE_HOSTS,
      },
      outbound: { allowedAddresses },
    },
    // Retries at once and no poll: each test drains when it wants to (or the engine wakes it).
    deps: {
      sms: sms.gateway,
      mailer: mail.mailer,
      delivery: { backoffMs: [0, 0], pollMs: 3600e3, ...drainer },
    },
  });
  const { db } = t.database;
  const signIn = async (phone: string, language: 'en' | 'ar') => {
    const token = (await otpSignIn(t.app, sms, phone)).body.access_token;
    const id = String(claimsOf(token).sub);
    await db.update(appUser).set({ language }).where(eq(appUser.id, id));
    return { id, phone, headers: bearer(token) };
  };
  const english = await signIn('+963944200001', 'en');
  const arabic = await signIn('+963944200002', 'ar');
  const accountId = await createTrackAccount(db, {
    name: 'Delivery fleet',
    accountType: 'Business',
    tenantId: null,
    members: [
      { userId: english.id, associationType: 'Owner' },
      { userId: arabic.id, associationType: 'Owner' },
    ],
  });
  const [vehicleId] = await addVehicles(db, accountId, 1);
  // A plan, so alert texts have an SMS bundle to be paid from.
  await grantDemoPlan(db, accountId);

  /** Registers a new browser subscription of `user` on the fake push service. */
  async function subscribe(
    user: { headers: Record<string, string> },
    deviceId = `web_${crypto.randomUUID()}`,
  ) {
    const keys = subscriptionKeys();
    const token = push.subscription(keys);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/fcmDevice/register',
      headers: user.headers,
      payload: {
        fcmToken: token,
        deviceType: 'Web',
        name: 'Web Browser',
        deviceId,
      },
    });
    if (res.statusCode !== 204) throw new Error(`register ${res.statusCode}: ${res.body}`);
    return Object.assign(keys, { token });
  }

  /** A notification as the engine writes it: the row and one delivery per method. */
  async function fire(userId: string, methods: NotificationMethod[], key = crypto.randomUUID()) {
    const [row] = await db
      .insert(notification)
      .values({
        trackAccountId: accountId,
        userId,
        alertType: 'ExceedingSpeed',
        vehicleId: vehicleId!,
        time: new Date('2026-11-26T10:05:00Z'),
        details: { vehicleName: '123456 Damascus Private', speed: 97, maxSpeed: 80 },
        eventKey: key,
      })
      .returning({ id: notification.id });
    const id = row!.id;
    await db
      .insert(notificationDelivery)
      .values(methods.map((method) => ({ notificationId: id, method })));
    return id;
  }

  const deliveries = (notificationId: string) =>
    db
      .select({
        method: notificationDelivery.method,
        status: notificationDelivery.status,
        attempts: notificationDelivery.attempts,
        lastError: notificationDelivery.lastError,
      })
      .from(notificationDelivery)
      .where(eq(notificationDelivery.notificationId, notificationId));
  const sends = (notificationId: string) =>
    db.select().from(pushSend).where(eq(pushSend.notificationId, notificationId));

  return {
    t,
    db,
    push,
    sms,
    mail,
    vapidKeys,
    english,
    arabic,
    accountId,
    vehicleId: vehicleId!,
    subscribe,
    fire,
    deliveries,
    sends,
    async close() {
      await t.close();
      await push.close();
    },
  };
}
export type DeliveryApp = Awaited<ReturnType<typeof deliveryApp>>;
