import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_UNAVAILABLE, VERIFY_UNAVAILABLE } from './messages.ts';
import { fatoraApp, type FatoraApp } from './testing-fatora.ts';

// A Fatora that is slow, fails or lies: the user reads why in their language, nothing is
// applied, and the same return works once Fatora answers properly.

let s: FatoraApp;
beforeAll(async () => {
  s = await fatoraApp();
});
afterAll(() => s.close());

const arabic = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'ar' });

/** Fatora's verify answer about `transaction_id` of `order_id`, with `result` changed. */
const verifyBody = (back: string, result: Record<string, unknown>, amount: number) => {
  const q = new URL(back).searchParams;
  return {
    status: 'SUCCESS',
    result: {
      order_id: q.get('order_id'),
      transaction_id: q.get('transaction_id'),
      amount,
      currency: 'SYP',
      payment_status: 'SUCCESS',
      ...result,
    },
  };
};

describe('Fatora lies', () => {
  it.each([
    ['another amount', { amount: 1 }],
    ['another order', { order_id: '6f1d2c8e-0000-4000-8000-000000000000' }],
    ['an unknown transaction', { transaction_id: '999999999' }],
    ['another currency', { currency: 'USD' }],
  ])('verify says SUCCESS for %s: nothing is applied', async (_what, lie) => {
    const a = await s.insertRequest(s.ownerId, { total: 75 });
    const { url, paymentId } = await s.checkout([a]);
    const back = s.fatora.click(url, 'fail');
    s.fatora.next('verify', { body: verifyBody(back, lie, 75) });
    const res = await s.comeBack(back);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Pending' });
    expect(await s.requestRow(a)).toMatchObject({ stage: 'Payment', bill: 'Draft' });
    expect(await s.chargesOf(paymentId)).toEqual([]);
  });

  it('PENDING changes nothing until Fatora says SUCCESS', async () => {
    const a = await s.insertRequest(s.ownerId, { total: 30 });
    const { url } = await s.checkout([a]);
    const back = s.fatora.click(url, 'pay');
    s.fatora.next('verify', { body: verifyBody(back, { payment_status: 'PENDING' }, 30) });
    expect((await s.comeBack(back)).json()).toMatchObject({ status: 'Pending' });
    expect((await s.comeBack(back)).json()).toMatchObject({ status: 'Paid' });
    expect(await s.requestRow(a)).toMatchObject({ stage: 'PaymentReview' });
  });
});

describe('Fatora slow or failing', () => {
  it.each([
    ['slow', { delayMs: 4000 }],
    ['a server error', { status: 500, body: { status: 'FAILURE', description: 'oops' } }],
    ['a refused key', { status: 401, body: { status: 'FAILURE', description: 'bad key' } }],
    ['an answer without a checkout URL', { body: { status: 'SUCCESS', result: {} } }],
    [
      'a non-web checkout URL',
      { body: { status: 'SUCCESS', result: { checkout_url: 'javascript:alert(1)' } } },
    ],
  ])('checkout %s: the user is told, in Arabic too, and may try again', async (_what, answer) => {
    const a = await s.insertRequest(s.ownerId);
    s.fatora.next('checkout', answer, answer);
    const en = await s.pay([a]);
    expect(en.statusCode).toBe(403);
    expect(en.json().error.message).toBe(CHECKOUT_UNAVAILABLE);
    const ar = await s.pay([a], arabic(s.owner));
    expect(ar.json().error.message).toMatch(/^تعذّر فتح صفحة الدفع/);
    // Nothing moved; the next try opens the page.
    expect(await s.requestRow(a)).toMatchObject({ stage: 'Payment', bill: 'Draft' });
    expect((await s.pay([a])).body).toMatch(/\/checkout\//);
  });

  it.each([
    ['slow', { delayMs: 4000 }],
    ['a server error', { status: 503, raw: 'Service Unavailable' }],
    ['an answer that is not JSON', { status: 200, raw: '<html>ok</html>' }],
    ['an answer without a result', { body: { status: 'SUCCESS' } }],
    ['a refused key', { status: 401, body: { status: 'FAILURE', description: 'bad key' } }],
  ])(
    'verify %s: the user is told, nothing is applied, the same return works later',
    async (_w, answer) => {
      const a = await s.insertRequest(s.ownerId, { total: 12 });
      const { url, paymentId } = await s.checkout([a]);
      const back = s.fatora.click(url, 'pay');
      s.fatora.next('verify', answer, answer);
      const en = await s.comeBack(back);
      expect(en.statusCode).toBe(403);
      expect(en.json().error.message).toBe(VERIFY_UNAVAILABLE);
      const ar = await s.comeBack(back, arabic(s.owner));
      expect(ar.json().error.message).toMatch(/^تعذّر التحقق من دفعتك/);
      expect(await s.requestRow(a)).toMatchObject({ stage: 'Payment', bill: 'Draft' });
      expect(await s.chargesOf(paymentId)).toEqual([]);
      expect((await s.comeBack(back)).json()).toMatchObject({ status: 'Paid' });
    },
  );
});

describe('the outbound guard', () => {
  it('Fatora on a loopback address not allowed by the operator is never connected to', async () => {
    const guarded = await fatoraApp({ allowedAddresses: [] });
    try {
      const res = await guarded.pay([await guarded.insertRequest(guarded.ownerId)]);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(CHECKOUT_UNAVAILABLE);
      expect(guarded.fatora.calls).toEqual([]);
    } finally {
      await guarded.close();
    }
  });
});
