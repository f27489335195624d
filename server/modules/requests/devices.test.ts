import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payment, request } from '../../db/schema.ts';
import { BUSINESS, OWNER } from '../../test/tracking-helpers.ts';
import { runBackOffice } from './back-office.ts';
import { markRequestsPaid, transitionRequest } from './stages.ts';
import { requestRow, requestsApp, vehicleInput } from './testing.ts';

// Issue 11 "Money": a tracking device id is promised to one request only, and a request whose
// effect cannot be applied stops, visibly, once — the back office never retries it hot.

let h: Awaited<ReturnType<typeof requestsApp>>;
let owner: Record<string, string>;
let business: string;
beforeAll(async () => {
  h = await requestsApp();
  owner = await h.headersFor(OWNER, BUSINESS);
  business = await h.accountId(BUSINESS);
});
afterAll(() => h.t.close());

const URL = '/api/app/addVehiclesRequest';
const ownDevice = (trackingDeviceId: string) =>
  vehicleInput({ needsTrackingDevice: false, trackingDeviceId });
const addVehicles = (deviceId: string) => ({
  trackAccountId: business,
  trackVehicles: [ownDevice(deviceId)],
});

describe('tracking device ids at request creation', () => {
  it('refuses a device id another pending request already brings (400, both languages)', async () => {
    const first = await h.create('addVehiclesRequest', addVehicles('dup-1'), owner);
    const again = await h.post(URL, addVehicles('dup-1'), owner);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.validationErrors).toEqual([
      {
        message: 'A tracking device of these vehicles is already in use.',
        members: ['trackingDeviceId'],
      },
    ]);
    const ar = await h.post(URL, addVehicles('dup-1'), { ...owner, 'accept-language': 'ar' });
    expect(ar.json().error.validationErrors[0].message).toBe(
      'أحد أجهزة التتبّع لهذه المركبات مستخدم من قبل.',
    );
    // Once the first request is cancelled, its device id is free again.
    expect((await h.post(`/api/app/request/${first}/cancel`, undefined, owner)).statusCode).toBe(
      204,
    );
    expect((await h.post(URL, addVehicles('dup-1'), owner)).statusCode).toBe(200);
  });
});

/** The Paid payment that took the request to PaymentReview. */
async function paidPayment(requestId: string) {
  const row = await requestRow(h.db, requestId);
  const [p] = await h.db
    .insert(payment)
    .values({
      userId: row.userId,
      requestIds: [requestId],
      amount: row.bill!.total,
      provider: 'sandbox',
      status: 'Paid',
    })
    .returning();
  return p!;
}

describe('a finishing effect that cannot be applied', () => {
  it('rejects the request once, with a note the client shows, and never loops', async () => {
    const winner = await h.create('addVehiclesRequest', addVehicles('race-1'), owner);
    const loser = await h.create('addVehiclesRequest', addVehicles('race-2'), owner);
    // Two submits that raced past the check: both carry the same device.
    const [stored] = await h.db.select().from(request).where(eq(request.id, winner));
    await h.db.update(request).set({ payload: stored!.payload }).where(eq(request.id, loser));
    for (const id of [winner, loser]) {
      await transitionRequest(h.db, id, 'Payment');
      await markRequestsPaid(h.db, [id]);
    }
    expect((await transitionRequest(h.db, winner, 'Finished')).status).toBe('Processed');
    const paidBy = await paidPayment(loser);

    const warned: unknown[] = [];
    const keep = (o: unknown) => warned.push(o);
    const log = { warn: keep, error: keep, info: () => {} } as unknown as FastifyBaseLogger;
    const later = new Date(Date.now() + 60_000);
    await runBackOffice(h.db, later, {}, log);
    const row = await requestRow(h.db, loser);
    expect(row).toMatchObject({ status: 'Rejected', stage: 'PaymentReview' });
    // The next passes leave it alone: no retry every second.
    await runBackOffice(h.db, new Date(later.getTime() + 5_000), {}, log);
    await runBackOffice(h.db, new Date(later.getTime() + 10_000), {}, log);
    expect(warned).toEqual([]);
    expect((await requestRow(h.db, loser)).notes).toHaveLength(1);
    // What the customer paid for it is owed back.
    const [owed] = await h.db.select().from(payment).where(eq(payment.id, paidBy.id));
    expect(owed).toMatchObject({ status: 'Paid', refundDue: paidBy.amount });

    const dto = (await h.get(`${URL}/${loser}`, owner)).json();
    expect(dto).toMatchObject({ status: 'Rejected', stage: 'PaymentReview' });
    expect(dto.requestNotes[0].note).toMatch(/tracking device .* already in use/);
    const ar = (await h.get(`${URL}/${loser}`, { ...owner, 'accept-language': 'ar' })).json();
    expect(ar.requestNotes[0].note).toMatch(/[\u0600-\u06FF]/);
  });
});
