import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../db/schema.ts';
import { OWNER } from '../../test/tracking-helpers.ts';
import { runBackOffice, startBackOffice } from './back-office.ts';
import { advanceRequest, markRequestsPaid, transitionRequest } from './stages.ts';
import { requestRow, requestsApp, subscriptionForm, vehicleInput } from './testing.ts';

let h: Awaited<ReturnType<typeof requestsApp>>;
let owner: Record<string, string>;
beforeAll(async () => {
  h = await requestsApp();
  owner = await h.headersFor(OWNER);
});
afterAll(() => h.t.close());

const KIND = 'personalAccountSubscriptionRequest';
const newRequest = (over: Record<string, unknown> = {}) =>
  h.create(KIND, subscriptionForm(over), owner);
const cancel = (id: string) => h.post(`/api/app/request/${id}/cancel`, undefined, owner);

describe('request stages', () => {
  it('refuses moves outside the transitions table', async () => {
    const id = await newRequest();
    await expect(transitionRequest(h.db, id, 'Finished')).rejects.toThrow(
      'This request cannot move from Review to Finished.',
    );
    await expect(transitionRequest(h.db, id, 'PaymentReview')).rejects.toThrow(/cannot move/);
    await transitionRequest(h.db, id, 'Payment');
    await markRequestsPaid(h.db, [id]);
    // Trackers to install: PaymentReview may not skip DeviceInstallation.
    await expect(transitionRequest(h.db, id, 'Finished')).rejects.toThrow(/cannot move/);
    expect((await advanceRequest(h.db, id)).stage).toBe('DeviceInstallation');
    expect((await advanceRequest(h.db, id)).status).toBe('Processed');
    await expect(advanceRequest(h.db, id)).rejects.toThrow(/cannot move/);
  });

  it('marks paid only the requests waiting for payment', async () => {
    const waiting = await newRequest();
    const early = await newRequest();
    await transitionRequest(h.db, waiting, 'Payment');
    expect(await markRequestsPaid(h.db, [waiting, early])).toEqual([waiting]);
    expect((await requestRow(h.db, waiting)).stage).toBe('PaymentReview');
    expect((await requestRow(h.db, early)).stage).toBe('Review');
  });

  // Spec part 1 §4 offers Cancel on any Pending request; a paid one (PaymentReview,
  // DeviceInstallation) would lose its payment, so only Review and Payment (README "Where we differ").
  it('cancels in Review or Payment only, never once paid', async () => {
    const inReview = await newRequest();
    expect((await cancel(inReview)).statusCode).toBe(204);
    expect(await requestRow(h.db, inReview)).toMatchObject({ status: 'Canceled', stage: 'Review' });
    await expect(transitionRequest(h.db, inReview, 'Payment')).rejects.toThrow(/cannot move/);
    expect((await cancel(inReview)).statusCode).toBe(403);

    const inPayment = await newRequest();
    await transitionRequest(h.db, inPayment, 'Payment');
    expect((await cancel(inPayment)).statusCode).toBe(204);

    const paid = await newRequest();
    await transitionRequest(h.db, paid, 'Payment');
    await markRequestsPaid(h.db, [paid]);
    const refused = await cancel(paid);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only a pending request can be cancelled.');
    const arabic = await h.post(`/api/app/request/${paid}/cancel`, undefined, {
      ...owner,
      'accept-language': 'ar',
    });
    expect(arabic.json().error.message).not.toBe('Only a pending request can be cancelled.');
    expect((await advanceRequest(h.db, paid)).stage).toBe('DeviceInstallation');
    expect((await cancel(paid)).statusCode).toBe(403);
    expect(await requestRow(h.db, paid)).toMatchObject({
      status: 'Pending',
      stage: 'DeviceInstallation',
    });
  });

  it('lets administrators advance a request; others are refused', async () => {
    const id = await newRequest();
    const url = `/api/app/request/${id}/advance`;
    expect((await h.post(url, undefined, owner)).statusCode).toBe(403);
    const admin = await h.adminHeaders();
    const res = await h.post(url, undefined, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, stage: 'Payment' });
  });

  it('the demo back office moves waiting requests on', async () => {
    const form = {
      subscriptionVehicleInfoCreateDtos: [vehicleInput({ needsTrackingDevice: false })],
      vehicleCount: 1,
      deviceCount: 0,
    };
    const id = await newRequest(form);
    const created = (await requestRow(h.db, id)).createdAt;
    const at = (ms: number) => new Date(created.getTime() + ms);
    await runBackOffice(h.db, at(1000));
    expect((await requestRow(h.db, id)).stage).toBe('Review');
    await runBackOffice(h.db, at(3000));
    expect((await requestRow(h.db, id)).stage).toBe('Payment');
    // Waiting for the customer's payment: the back office leaves it.
    await runBackOffice(h.db, at(60_000));
    expect((await requestRow(h.db, id)).stage).toBe('Payment');
    await markRequestsPaid(h.db, [id], at(60_000));
    await runBackOffice(h.db, at(62_000));
    expect(await requestRow(h.db, id)).toMatchObject({ stage: 'Finished', status: 'Processed' });
  });

  it('the timer runs passes until stopped', async () => {
    const id = await newRequest();
    await h.db
      .update(request)
      .set({ createdAt: new Date(Date.now() - 10_000) })
      .where(eq(request.id, id));
    const office = startBackOffice({ db: h.db, pollMs: 20 });
    await expect.poll(async () => (await requestRow(h.db, id)).stage).toBe('Payment');
    await office.stop();
  });
});
