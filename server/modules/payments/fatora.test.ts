import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBSERVER } from '../../test/tracking-helpers.ts';
import { CALLBACK, fatoraApp, type FatoraApp } from './testing-fatora.ts';

// PAYMENT_PROVIDER=fatora against a fake Fatora speaking its documented API: the payer's return
// from the checkout page counts only once Fatora's verify confirms it.

let s: FatoraApp;
beforeAll(async () => {
  s = await fatoraApp();
});
afterAll(() => s.close());

const processUrl = (id: string, refs: string) =>
  `/api/app/payment/processMultiplePayments/${id}?userFatoraPaymentIds=${refs}`;

describe('paying through Fatora', () => {
  it('checkout → pay → back in the app: verified, the requests move on, once', async () => {
    const a = await s.insertRequest(s.ownerId, { total: 100.5 });
    const b = await s.insertRequest(s.ownerId, { type: 'AddVehiclesRequest', total: 20.25 });
    const { url, paymentId } = await s.checkout([a, b]);
    expect(url.startsWith(`${s.fatora.origin}/checkout/`)).toBe(true);

    // The documented checkout call: api_key header, amount, currency, order, client, language, URLs.
    const call = s.fatora.calls.find((c) => c.path === 'checkout')!;
    expect(call.apiKey).toBe(s.fatora.apiKey);
    expect(call.body).toMatchObject({
      amount: 120.75,
      currency: 'SYP',
      order_id: paymentId,
      language: 'en',
      success_url: CALLBACK,
      failure_url: CALLBACK,
      client: { phone: '+963944000001' },
    });
    expect(await s.paymentRow(paymentId)).toMatchObject({ status: 'Pending', provider: 'fatora' });

    const back = s.fatora.click(url, 'pay');
    expect(back).toMatch(new RegExp(`^${CALLBACK}\\?transaction_id=\\d+&order_id=${paymentId}$`));
    const res = await s.comeBack(back);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: paymentId, status: 'Paid', amount: 120.75 });
    const verify = s.fatora.calls.filter((c) => c.path === 'verify');
    expect(verify).toHaveLength(1);
    expect(verify[0]!.body).toEqual({
      transaction_id: new URL(back).searchParams.get('transaction_id'),
      order_id: paymentId,
    });
    for (const r of [a, b]) {
      expect(await s.requestRow(r)).toEqual({
        stage: 'PaymentReview',
        status: 'Pending',
        bill: 'Paid',
      });
    }
    expect(await s.chargesOf(paymentId)).toMatchObject([{ applied: true, amount: 120.75 }]);

    // The same return again (a reload, a second tab): nothing more, and Fatora is not asked again.
    const again = await s.comeBack(back);
    expect(again.json()).toEqual(res.json());
    expect(s.verifyCalls()).toBe(1);
    const status = await s.t.app.inject({
      url: `/api/app/payment/checkPaymentStatus/${paymentId}`,
      headers: s.owner,
    });
    expect(status.json()).toMatchObject({ status: 'Paid', refundDue: null });
  });

  it('a forged or borrowed success URL applies nothing', async () => {
    const a = await s.insertRequest(s.ownerId);
    const { paymentId } = await s.checkout([a]);
    // A made-up transaction.
    const forged = await s.comeBack(`${CALLBACK}?transaction_id=123456789&order_id=${paymentId}`);
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toMatchObject({ status: 'Pending' });
    // A real, successful transaction of another payment, presented for this one.
    const other = await s.checkout([await s.insertRequest(s.ownerId)]);
    const paidElsewhere = new URL(s.fatora.click(other.url, 'pay')).searchParams;
    const borrowed = await s.comeBack(
      `${CALLBACK}?transaction_id=${paidElsewhere.get('transaction_id')}&order_id=${paymentId}`,
    );
    expect(borrowed.json()).toMatchObject({ status: 'Pending' });
    expect(await s.requestRow(a)).toMatchObject({ stage: 'Payment', bill: 'Draft' });
    expect(await s.chargesOf(paymentId)).toEqual([]);
    // Fatora pushes nothing here: the sandbox's notification endpoint refuses everything.
    const notify = await s.t.app.inject({
      method: 'POST',
      url: '/api/app/payment/notify',
      payload: { paymentId, status: 'Paid', nonce: 'n', timestamp: Math.floor(Date.now() / 1000) },
    });
    expect(notify.statusCode).toBe(403);
    expect(await s.paymentRow(paymentId)).toMatchObject({ status: 'Pending' });
  });

  it('a failure leaves the request payable, and it is paid on a new checkout', async () => {
    const a = await s.insertRequest(s.ownerId, { total: 40 });
    const first = await s.checkout([a]);
    const failed = await s.comeBack(s.fatora.click(first.url, 'fail'));
    expect(failed.json()).toMatchObject({ id: first.paymentId, status: 'Failed' });
    expect(await s.requestRow(a)).toMatchObject({ stage: 'Payment', status: 'Pending' });

    const second = await s.checkout([a]);
    expect(second.paymentId).not.toBe(first.paymentId);
    const paid = await s.comeBack(s.fatora.click(second.url, 'pay'));
    expect(paid.json()).toMatchObject({ status: 'Paid' });
    expect(await s.requestRow(a)).toMatchObject({ stage: 'PaymentReview', bill: 'Paid' });
    // The failed payment stays failed; Fatora opens no checkout for a closed payment.
    expect(await s.paymentRow(first.paymentId)).toMatchObject({ status: 'Failed' });
  });
});

describe('who may ask', () => {
  it("only the payer: another user's payment is not revealed, nor is Fatora asked", async () => {
    const { url, paymentId } = await s.checkout([await s.insertRequest(s.ownerId)]);
    const back = s.fatora.click(url, 'pay');
    const before = s.verifyCalls();
    const observer = await s.headersFor(OBSERVER);
    expect((await s.comeBack(back, observer)).statusCode).toBe(404);
    expect((await s.comeBack(back, {})).statusCode).toBe(401);
    expect(s.verifyCalls()).toBe(before);
    expect(await s.paymentRow(paymentId)).toMatchObject({ status: 'Pending' });
  });

  it('refuses references that are not references', async () => {
    const { paymentId } = await s.checkout([await s.insertRequest(s.ownerId)]);
    for (const refs of ['a%20b', 'x'.repeat(101), '1,2,3,4,5,6', '', '1,,2', '%3Cscript%3E']) {
      const res = await s.t.app.inject({ url: processUrl(paymentId, refs), headers: s.owner });
      expect(res.statusCode, refs).toBe(400);
    }
    const missing = await s.t.app.inject({
      url: `/api/app/payment/processMultiplePayments/${paymentId}`,
      headers: s.owner,
    });
    expect(missing.json()).toMatchObject({ status: 'Pending' });
  });
});
