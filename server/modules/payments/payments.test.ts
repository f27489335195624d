import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBSERVER, OWNER } from '../../test/tracking-helpers.ts';
import { form, paymentsApp, type RequestSeed } from './testing.ts';

let s: Awaited<ReturnType<typeof paymentsApp>>;
let owner: Record<string, string>;
let ownerId: string;

beforeAll(async () => {
  s = await paymentsApp();
  owner = await s.headersFor(OWNER);
  ownerId = await s.userId(OWNER);
});
afterAll(() => s.t.close());

const CALLBACK = 'http://localhost:8080/track-accounts';

async function pay(requestIds: string[], headers = owner, extra: Record<string, unknown> = {}) {
  return s.t.app.inject({
    method: 'POST',
    url: '/api/app/payment/payMultipleRequests',
    headers,
    payload: { requestIds, language: 'en', savedCards: true, callBackUrl: CALLBACK, ...extra },
  });
}

async function checkoutFor(requestIds: string[], headers = owner) {
  const res = await pay(requestIds, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  return s.pathOf(res.body);
}

const paymentIdOf = (path: string) => path.split('/').pop()!;

describe('paying requests through the sandbox', () => {
  it('one payment for several requests: the page totals them, Pay moves them on', async () => {
    const a = await s.insertRequest(ownerId, { total: 100.5 });
    const b = await s.insertRequest(ownerId, { type: 'AddVehiclesRequest', total: 20.25 });
    const checkout = await checkoutFor([a, b]);
    expect(checkout.url).toMatch(/^\/payment-sandbox\/[0-9a-f-]{36}\?t=/);
    const id = paymentIdOf(checkout.path);
    expect(await s.paymentRow(id)).toMatchObject({ amount: 120.75, status: 'Pending' });

    const status = await s.t.app.inject({
      url: `/api/app/payment/checkPaymentStatus/${id}`,
      headers: owner,
    });
    expect(status.json()).toMatchObject({ id, status: 'Pending', amount: 120.75 });

    const page = await s.t.app.inject({ url: checkout.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('120.75 SP');

    const done = await s.t.app.inject({
      method: 'POST',
      url: `${checkout.path}/pay`,
      ...form({ t: checkout.token }),
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(CALLBACK);
    const paid = await s.paymentRow(id);
    expect(paid.status).toBe('Paid');
    expect(paid.completedAt).toBeInstanceOf(Date);
    for (const r of [a, b]) {
      expect(await s.requestRow(r)).toEqual({
        stage: 'PaymentReview',
        status: 'Pending',
        bill: 'Paid',
      });
    }
    // Paying again (a second click) changes nothing and still returns to the app.
    const again = await s.t.app.inject({
      method: 'POST',
      url: `${checkout.path}/pay`,
      ...form({ t: checkout.token }),
    });
    expect(again.headers.location).toBe(CALLBACK);
    // The requests are no longer payable.
    expect((await pay([a])).statusCode).toBe(403);
  });

  it('Fail leaves the requests in Payment, payable again', async () => {
    const a = await s.insertRequest(ownerId);
    const checkout = await checkoutFor([a]);
    const res = await s.t.app.inject({
      method: 'POST',
      url: `${checkout.path}/fail`,
      ...form({ t: checkout.token }),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(checkout.url);
    expect((await s.paymentRow(paymentIdOf(checkout.path))).status).toBe('Failed');
    expect(await s.requestRow(a)).toEqual({ stage: 'Payment', status: 'Pending', bill: 'Draft' });
    const page = await s.t.app.inject({ url: checkout.url });
    expect(page.body).toContain('This payment failed.');
    expect(page.body).not.toContain('<form');
    // Pay after fail (stale page): refused, still Failed.
    await s.t.app.inject({
      method: 'POST',
      url: `${checkout.path}/pay`,
      ...form({ t: checkout.token }),
    });
    expect((await s.paymentRow(paymentIdOf(checkout.path))).status).toBe('Failed');
    expect((await pay([a])).statusCode).toBe(200);
  });

  it('the page and its actions need the link token', async () => {
    const a = await s.insertRequest(ownerId);
    const checkout = await checkoutFor([a]);
    expect((await s.t.app.inject({ url: checkout.path })).statusCode).toBe(404);
    expect((await s.t.app.inject({ url: `${checkout.path}?t=nope` })).statusCode).toBe(404);
    const res = await s.t.app.inject({
      method: 'POST',
      url: `${checkout.path}/pay`,
      ...form({ t: 'nope' }),
    });
    expect(res.statusCode).toBe(404);
    expect((await s.paymentRow(paymentIdOf(checkout.path))).status).toBe('Pending');
    expect((await s.t.app.inject({ url: '/payment-sandbox/not-a-uuid?t=x' })).statusCode).toBe(404);
  });

  it('returns to the app root when the callback is on another origin', async () => {
    const a = await s.insertRequest(ownerId);
    const res = await pay([a], owner, { callBackUrl: 'https://evil.example/steal' });
    const checkout = s.pathOf(res.body);
    const done = await s.t.app.inject({
      method: 'POST',
      url: `${checkout.path}/pay`,
      ...form({ t: checkout.token }),
    });
    expect(done.headers.location).toBe('/');
  });
});

describe('who and what may be paid', () => {
  it('anonymous callers get 401', async () => {
    const a = await s.insertRequest(ownerId);
    expect((await pay([a], {})).statusCode).toBe(401);
  });

  it("another user's request is not found", async () => {
    const a = await s.insertRequest(ownerId);
    const observer = await s.headersFor(OBSERVER);
    expect((await pay([a], observer)).statusCode).toBe(404);
    const mixed = await pay([a, await s.insertRequest(await s.userId(OBSERVER))]);
    expect(mixed.statusCode).toBe(404);
  });

  it('only Pending requests in stage Payment', async () => {
    for (const seed of [
      { stage: 'Review' },
      { stage: 'PaymentReview' },
      { status: 'Canceled' },
      { stage: 'Finished', status: 'Processed' },
    ] satisfies RequestSeed[]) {
      const res = await pay([await s.insertRequest(ownerId, seed)]);
      expect(res.statusCode, JSON.stringify(seed)).toBe(403);
      expect(res.json().error.message).toBe(
        'Only a pending request in the payment stage can be paid.',
      );
    }
  });

  it('a request type whose switch is off cannot be paid (Arabic message too)', async () => {
    await s.setSwitch('RenewSubscription', 'False');
    const a = await s.insertRequest(ownerId, { type: 'RenewSubscription' });
    const res = await pay([a]);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Electronic payment is not available for this request.');
    const ar = await pay([a], { ...owner, 'accept-language': 'ar' });
    expect(ar.json().error.message).toBe('الدفع الإلكتروني غير متاح لهذا الطلب.');
    await s.setSwitch('RenewSubscription', 'true');
    expect((await pay([a])).statusCode).toBe(200);
  });

  it('validates the body', async () => {
    expect((await pay([])).statusCode).toBe(400);
    expect((await pay(['nope'])).statusCode).toBe(400);
  });

  it("payment status is the owner's only", async () => {
    const checkout = await checkoutFor([await s.insertRequest(ownerId)]);
    const id = paymentIdOf(checkout.path);
    const observer = await s.headersFor(OBSERVER);
    const url = `/api/app/payment/checkPaymentStatus/${id}`;
    expect((await s.t.app.inject({ url, headers: observer })).statusCode).toBe(404);
    expect((await s.t.app.inject({ url })).statusCode).toBe(401);
  });
});

describe('Idempotency-Key', () => {
  it('the same key gives the same payment and URL; so does the open payment of these requests', async () => {
    const a = await s.insertRequest(ownerId);
    const headers = { ...owner, 'idempotency-key': 'pay-1' };
    const first = await pay([a], headers);
    const second = await pay([a], headers);
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    // Another key for the same requests still gets their one open payment (issue 11).
    const other = await pay([a], { ...owner, 'idempotency-key': 'pay-2' });
    expect(other.body).toBe(first.body);
    const wider = await pay([a, await s.insertRequest(ownerId)], {
      ...owner,
      'idempotency-key': 'pay-2',
    });
    expect(wider.body).not.toBe(first.body);
    // Another user with the same key does not get this payment.
    const observerReq = await s.insertRequest(await s.userId(OBSERVER));
    const observer = { ...(await s.headersFor(OBSERVER)), 'idempotency-key': 'pay-1' };
    const theirs = await pay([observerReq], observer);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toBe(first.body);
    expect((await pay([a], { ...owner, 'idempotency-key': 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('processMultiplePayments re-checks without changing an applied result', async () => {
    const checkout = await checkoutFor([await s.insertRequest(ownerId)]);
    const id = paymentIdOf(checkout.path);
    const url = `/api/app/payment/processMultiplePayments/${id}?userFatoraPaymentIds=1,2`;
    const pending = await s.t.app.inject({ url, headers: owner });
    expect(pending.json()).toMatchObject({ id, status: 'Pending', completionTime: null });
    await s.t.app.inject({
      method: 'POST',
      url: `${checkout.path}/pay`,
      ...form({ t: checkout.token }),
    });
    const paid = (await s.t.app.inject({ url, headers: owner })).json();
    expect(paid.status).toBe('Paid');
    const again = (await s.t.app.inject({ url, headers: owner })).json();
    expect(again).toEqual(paid);
  });
});
