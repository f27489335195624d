import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../db/schema.ts';
import { OBSERVER, OWNER } from '../../test/tracking-helpers.ts';
import { paymentsApp } from './testing.ts';

describe('demo-only payment endpoints', () => {
  let s: Awaited<ReturnType<typeof paymentsApp>>;
  let owner: Record<string, string>;
  let ownerId: string;
  beforeAll(async () => {
    s = await paymentsApp();
    owner = await s.headersFor(OWNER);
    ownerId = await s.userId(OWNER);
  });
  afterAll(() => s.t.close());

  const payDev = (requestId: string, headers = owner) =>
    s.t.app.inject({
      method: 'POST',
      url: '/api/app/payment/payDev',
      headers,
      payload: { requestId },
    });
  const reverse = (id: string, headers = owner) =>
    s.t.app.inject({ method: 'POST', url: `/api/app/payment/reversalPaymentDev/${id}`, headers });

  it('payDev pays without the provider; reversal puts the request back in Payment', async () => {
    const requestId = await s.insertRequest(ownerId, { total: 7 });
    const res = await payDev(requestId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const paymentId = res.body;
    expect(await s.paymentRow(paymentId)).toMatchObject({
      status: 'Paid',
      provider: 'dev',
      amount: 7,
    });
    expect(await s.requestRow(requestId)).toMatchObject({ stage: 'PaymentReview', bill: 'Paid' });
    expect((await payDev(requestId)).statusCode).toBe(403);

    expect((await reverse(paymentId, await s.headersFor(OBSERVER))).statusCode).toBe(404);
    const reversed = await reverse(paymentId);
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json()).toMatchObject({ id: paymentId, status: 'Reversed' });
    expect(await s.requestRow(requestId)).toEqual({
      stage: 'Payment',
      status: 'Pending',
      bill: 'Draft',
    });
    expect((await reverse(paymentId)).json().error.message).toBe(
      'Only a paid payment can be reversed.',
    );
    expect((await payDev(requestId)).statusCode).toBe(200);
  });

  it('reversal leaves finished requests alone', async () => {
    const requestId = await s.insertRequest(ownerId);
    const paymentId = (await payDev(requestId)).body;
    await s.db
      .update(request)
      .set({ stage: 'Finished', status: 'Processed' })
      .where(eq(request.id, requestId));
    expect((await reverse(paymentId)).statusCode).toBe(200);
    expect(await s.requestRow(requestId)).toEqual({
      stage: 'Finished',
      status: 'Processed',
      bill: 'Paid',
    });
  });

  it('payDev checks ownership', async () => {
    const requestId = await s.insertRequest(ownerId);
    expect((await payDev(requestId, await s.headersFor(OBSERVER))).statusCode).toBe(404);
  });
});

describe('outside demo mode', () => {
  let s: Awaited<ReturnType<typeof paymentsApp>>;
  beforeAll(async () => {
    s = await paymentsApp({ config: { demo: false } });
  });
  afterAll(() => s.t.close());

  it('payDev and reversalPaymentDev do not exist', async () => {
    const owner = await s.headersFor(OWNER);
    const payDev = await s.t.app.inject({
      method: 'POST',
      url: '/api/app/payment/payDev',
      headers: owner,
      payload: { requestId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(payDev.statusCode).toBe(404);
    const reversal = await s.t.app.inject({
      method: 'POST',
      url: '/api/app/payment/reversalPaymentDev/00000000-0000-4000-8000-000000000000',
      headers: owner,
    });
    expect(reversal.statusCode).toBe(404);
  });
});
