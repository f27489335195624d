import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser, trackAccountSubscription } from '../../db/schema.ts';
import { deliveryApp, type DeliveryApp } from '../../test/delivery-fixtures.ts';

// Alerts by SMS and e-mail go through the same gateway and mailer as the sign-in codes.

let d: DeliveryApp;
beforeAll(async () => {
  d = await deliveryApp();
});
afterAll(() => d.close());

describe('SMS and e-mail delivery', () => {
  it("texts the recipient's phone in their language", async () => {
    const id = await d.fire(d.arabic.id, ['Sms']);
    await d.t.app.delivery.drain();
    const texts = d.sms.sent.filter((m) => !m.code);
    expect(texts).toEqual([
      {
        to: d.arabic.phone,
        text: expect.stringMatching(/^GoTrack: سارت المركبة .* بسرعة 97 كم\/سا/),
      },
    ]);
    expect(await d.deliveries(id)).toEqual([expect.objectContaining({ status: 'Sent' })]);
  });

  it("pays each text from the account's SMS bundle and sends none once it is used up", async () => {
    const bundle = () =>
      d.db
        .select({ left: trackAccountSubscription.smsBundleCount })
        .from(trackAccountSubscription)
        .where(eq(trackAccountSubscription.trackAccountId, d.accountId))
        .then((rows) => rows[0]!.left);
    await d.db
      .update(trackAccountSubscription)
      .set({ smsBundleCount: 1 })
      .where(eq(trackAccountSubscription.trackAccountId, d.accountId));
    const before = d.sms.sent.length;
    const paid = await d.fire(d.english.id, ['Sms']);
    const unpaid = await d.fire(d.arabic.id, ['Sms']);
    await d.t.app.delivery.drain();
    expect(d.sms.sent.length - before).toBe(1);
    expect(await bundle()).toBe(0);
    const outcomes = [...(await d.deliveries(paid)), ...(await d.deliveries(unpaid))];
    expect(outcomes.map((o) => o.status).sort()).toEqual(['Failed', 'Sent']);
    expect(outcomes.find((o) => o.status === 'Failed')?.lastError).toBe('SMS bundle used up');

    // A renewal refills the bundle: texts go out again.
    await d.db
      .update(trackAccountSubscription)
      .set({ smsBundleCount: 100 })
      .where(eq(trackAccountSubscription.trackAccountId, d.accountId));
  });

  it('mails only a verified address, with a link to the alert', async () => {
    const unverified = await d.fire(d.english.id, ['Mailing']);
    await d.db
      .update(appUser)
      .set({ email: 'fleet@example.com', emailVerified: false })
      .where(eq(appUser.id, d.english.id));
    await d.t.app.delivery.drain();
    expect(d.mail.sent).toEqual([]);
    expect(await d.deliveries(unverified)).toEqual([
      expect.objectContaining({ status: 'Failed', lastError: 'no verified e-mail' }),
    ]);

    await d.db.update(appUser).set({ emailVerified: true }).where(eq(appUser.id, d.english.id));
    const id = await d.fire(d.english.id, ['Mailing']);
    await d.t.app.delivery.drain();
    expect(d.mail.sent).toEqual([
      {
        to: 'fleet@example.com',
        subject: expect.stringMatching(/^Speeding: /),
        text: expect.stringContaining(`/main/track/${d.vehicleId}?account=${d.accountId}`),
      },
    ]);
    expect(await d.deliveries(id)).toEqual([expect.objectContaining({ status: 'Sent' })]);
  });

  it('keeps a message while the gateway is down and gives up only after the last retry', async () => {
    const send = d.sms.gateway.send;
    d.sms.gateway.send = async () => {
      throw new Error('gateway answered 503');
    };
    const id = await d.fire(d.english.id, ['Sms']);
    // Backoff [0, 0] here: two retries, then the third failure is final.
    await d.t.app.delivery.drain();
    await d.t.app.delivery.drain();
    expect(await d.deliveries(id)).toEqual([
      expect.objectContaining({
        status: 'Pending',
        attempts: 2,
        lastError: 'gateway answered 503',
      }),
    ]);
    await d.t.app.delivery.drain();
    expect(await d.deliveries(id)).toEqual([
      expect.objectContaining({ status: 'Failed', attempts: 3 }),
    ]);

    // Failed attempts cost nothing from the bundle.
    const [plan] = await d.db
      .select({ left: trackAccountSubscription.smsBundleCount })
      .from(trackAccountSubscription)
      .where(eq(trackAccountSubscription.trackAccountId, d.accountId));
    expect(plan!.left).toBe(100);

    // Back up: the next alert goes out at once.
    d.sms.gateway.send = send;
    const next = await d.fire(d.english.id, ['Sms']);
    await d.t.app.delivery.drain();
    expect(await d.deliveries(next)).toEqual([
      expect.objectContaining({ status: 'Sent', attempts: 1 }),
    ]);
  });

  it('sends every method of one notification once, however often it drains', async () => {
    const before = { sms: d.sms.sent.length, mail: d.mail.sent.length };
    const id = await d.fire(d.english.id, ['Sms', 'Mailing']);
    await Promise.all([d.t.app.delivery.drain(), d.t.app.delivery.drain()]);
    await d.t.app.delivery.drain();
    expect(d.sms.sent.length - before.sms).toBe(1);
    expect(d.mail.sent.length - before.mail).toBe(1);
    expect((await d.deliveries(id)).map((r) => r.status)).toEqual(['Sent', 'Sent']);
  });
});
