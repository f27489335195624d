import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushMessage } from '../../../src/api/contract/push.ts';
import { pushDevice } from '../../db/schema.ts';
import { outboundGuard } from '../../outbound/guard.ts';
import {
  deliveryApp,
  FAKE_PUSH_ALLOWED_ADDRESSES,
  FAKE_PUSH_SERVICE_HOSTS,
  VAPID_SUBJECT,
  type DeliveryApp,
} from '../../test/delivery-fixtures.ts';
import { addDefinition, fixAt } from '../../test/engine-fixtures.ts';
import { decryptPush, type SubscriptionKeys } from '../../test/web-push-fake.ts';
import { writeFixes } from '../ingest/writer.ts';
import { webPushSender } from './web-push-sender.ts';
import { createDrainer } from './drainer.ts';

// Alerts reach browsers through standard Web Push: encrypted for the subscription (RFC 8291),
// signed with the server's VAPID key (RFC 8292), once per notification and device.

let d: DeliveryApp;
let englishKeys: SubscriptionKeys;
beforeAll(async () => {
  d = await deliveryApp();
  englishKeys = await d.subscribe(d.english);
});
afterAll(() => d.close());

/** The pushes received from `from` on, decrypted with `keys`, checked against the contract. */
const messages = (keys: SubscriptionKeys, from = 0) =>
  d.push.received.slice(from).map((r) => pushMessage.parse(JSON.parse(decryptPush(r.body, keys))));

describe('Web Push delivery', () => {
  it("pushes what the alert engine raised, without being asked, in the reader's language", async () => {
    await addDefinition(d.db, d.accountId, {
      type: 'ExceedingSpeed',
      vehicleIds: [d.vehicleId],
      maxSpeed: 80,
    });
    // Over the limit for 15 s: a speeding that counts (issue 31's default minimum duration).
    const fixes = [0, 15].map((s) =>
      fixAt(d.vehicleId, new Date('2026-11-26T09:00:00Z'), s, { lat: 33.5, lon: 36.3 }, 120),
    );
    await writeFixes(d.db, fixes);
    await d.t.app.alertEngine.evaluate(fixes);
    // The engine wakes the drainer: no drain() here, the push simply arrives.
    await d.push.waitFor(1);
    const [message] = messages(englishKeys);
    expect(message).toMatchObject({
      alertType: 'ExceedingSpeed',
      vehicleId: d.vehicleId,
      trackAccountId: d.accountId,
      language: 'en',
      url: `/main/track/${d.vehicleId}?account=${d.accountId}`,
      tag: `${d.vehicleId}:ExceedingSpeed`,
    });
    expect(message!.title).toMatch(/^Speeding: /);
    expect(message!.body).toContain('120 km/h');
  });

  it("is signed with the server's VAPID key for this push service, and encrypted", async () => {
    const { headers } = d.push.received[0]!;
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(Number(headers.ttl)).toBeGreaterThan(0);
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(headers.authorization));
    expect(match?.[2]).toBe(d.vapidKeys.publicKey);
    const claims = decodeJwt(match![1]!);
    expect(claims).toMatchObject({ aud: d.push.origin, sub: VAPID_SUBJECT });
    expect(claims.exp! * 1000).toBeGreaterThan(Date.now());
  });

  it("writes an Arabic reader's push in Arabic", async () => {
    const keys = await d.subscribe(d.arabic);
    const from = d.push.received.length;
    const id = await d.fire(d.arabic.id, ['MobileNotification']);
    await d.t.app.delivery.drain();
    const [message] = messages(keys, from);
    expect(message).toMatchObject({ notificationId: id, language: 'ar' });
    expect(message!.title).toMatch(/^تجاوز السرعة: /);
    expect(await d.deliveries(id)).toEqual([
      expect.objectContaining({ method: 'MobileNotification', status: 'Sent', attempts: 1 }),
    ]);
  });

  it('retries after a push service error and then delivers once, to each device once', async () => {
    const second = await d.subscribe(d.english);
    const from = d.push.received.length;
    // The first device's push fails, the second's goes through.
    d.push.answer(500, 201);
    const id = await d.fire(d.english.id, ['MobileNotification']);
    await d.t.app.delivery.drain();
    expect(await d.deliveries(id)).toEqual([
      expect.objectContaining({ status: 'Pending', attempts: 1, lastError: 'push service 500' }),
    ]);
    await d.t.app.delivery.drain();
    expect(await d.deliveries(id)).toEqual([
      expect.objectContaining({ status: 'Sent', attempts: 2 }),
    ]);
    // Three requests: the failure, the other device, the retry of the failed one only.
    expect(d.push.received.length - from).toBe(3);
    expect(await d.sends(id)).toHaveLength(2);
    const forSecond = d.push.received.slice(from).flatMap((r) => {
      try {
        return [JSON.parse(decryptPush(r.body, second))];
      } catch {
        return [];
      }
    });
    expect(forSecond).toHaveLength(1);
    // Signed out in that browser: the next alerts go to the first device only.
    const url = `/api/app/fcmDevice/deviceToken?deviceToken=${encodeURIComponent(second.token)}`;
    const res = await d.t.app.inject({ method: 'DELETE', url, headers: d.english.headers });
    expect(res.statusCode).toBe(204);
  });

  it('forgets a device the push service says is gone (410)', async () => {
    await d.subscribe(d.arabic, 'web_gone');
    const before = await d.db.select().from(pushDevice).where(eq(pushDevice.deviceId, 'web_gone'));
    expect(before).toHaveLength(1);
    const from = d.push.received.length;
    // The Arabic user's older device answers first (201), then this one: 410.
    d.push.answer(201, 410);
    const id = await d.fire(d.arabic.id, ['MobileNotification']);
    await d.t.app.delivery.drain();
    expect(d.push.received.length - from).toBe(2);
    expect(await d.db.select().from(pushDevice).where(eq(pushDevice.deviceId, 'web_gone'))).toEqual(
      [],
    );
    expect(await d.deliveries(id)).toEqual([expect.objectContaining({ status: 'Sent' })]);
  });

  it('sends once when two drainers work on the same database at once', async () => {
    const from = d.push.received.length;
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push(await d.fire(d.english.id, ['MobileNotification']));
    // A second server process: its own drainer and sender on the same database.
    const other = createDrainer(
      {
        db: d.db,
        log: d.t.app.log,
        push: webPushSender({
          keys: d.vapidKeys,
          subject: VAPID_SUBJECT,
          serviceHosts: FAKE_PUSH_SERVICE_HOSTS,
          outbound: outboundGuard({ allowedAddresses: FAKE_PUSH_ALLOWED_ADDRESSES }),
        }),
        sms: d.sms.gateway,
        mailer: d.mail.mailer,
        appName: 'GoTrack',
        publicUrl: 'http://localhost',
      },
      { batch: 3, pollMs: 3600e3 },
    );
    const counts = await Promise.all([d.t.app.delivery.drain(), other.drain()]);
    await other.close();
    expect(counts[0] + counts[1]).toBe(12);
    const got = messages(englishKeys, from).map((m) => m.notificationId);
    expect(got.toSorted()).toEqual(ids.toSorted());
  });
});
