import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_REASONS } from './apply.ts';
import { fatoraApp, type FatoraApp } from './testing-fatora.ts';

// Money Fatora took that cannot pay the requests any more (a closed link, a second charge) is
// owed back as with the sandbox, and given back through Fatora's refund when Fatora accepts.

let s: FatoraApp;
beforeAll(async () => {
  s = await fatoraApp();
});
afterAll(() => s.close());

const refundCalls = () => s.fatora.calls.filter((c) => c.path === 'refund');
const transactionOf = (back: string) => new URL(back).searchParams.get('transaction_id')!;

describe('a payment for a closed link', () => {
  it('is owed back, refunded through Fatora, and the request stays payable', async () => {
    const a = await s.insertRequest(s.ownerId, { total: 50 });
    const old = await s.checkout([a]);
    // A wider payment closes the old link; the payer pays on the old page anyway.
    const wider = await s.checkout([a, await s.insertRequest(s.ownerId, { total: 5 })]);
    expect(await s.paymentRow(old.paymentId)).toMatchObject({ status: 'Void' });
    const back = s.fatora.click(old.url, 'pay');

    const res = await s.comeBack(back);
    expect(res.json()).toMatchObject({ id: old.paymentId, status: 'Void', refundDue: null });
    expect(refundCalls().at(-1)!.body).toEqual({
      transaction_id: transactionOf(back),
      order_id: old.paymentId,
    });
    expect(s.fatora.transactions.get(transactionOf(back))!.refunded).toBe(true);
    const [charge] = await s.chargesOf(old.paymentId);
    expect(charge).toMatchObject({ applied: false, amount: 50 });
    expect(charge!.refundedAt).toBeInstanceOf(Date);
    expect(await s.paymentRow(old.paymentId)).toMatchObject({ refundReason: REFUND_REASONS.Void });
    expect(await s.requestRow(a)).toMatchObject({ stage: 'Payment', bill: 'Draft' });

    // The open, wider payment still pays it.
    expect((await s.comeBack(s.fatora.click(wider.url, 'pay'))).json()).toMatchObject({
      status: 'Paid',
    });
    expect(await s.requestRow(a)).toMatchObject({ stage: 'PaymentReview' });
  });

  it('stays owed back when Fatora refuses the refund, and a replay owes nothing more', async () => {
    const a = await s.insertRequest(s.ownerId, { total: 64.5 });
    const old = await s.checkout([a]);
    await s.checkout([a, await s.insertRequest(s.ownerId)]);
    const back = s.fatora.click(old.url, 'pay');
    s.fatora.next('refund', { status: 500, raw: 'down' });
    const res = await s.comeBack(back);
    expect(res.json()).toMatchObject({ status: 'Void', refundDue: 64.5 });
    expect((await s.chargesOf(old.paymentId))[0]).toMatchObject({ refundedAt: null });

    const calls = refundCalls().length;
    expect((await s.comeBack(back)).json()).toMatchObject({ status: 'Void', refundDue: 64.5 });
    expect(refundCalls()).toHaveLength(calls);
  });
});

describe('a second charge of one payment', () => {
  it('pays the requests once; the extra charge is owed back', async () => {
    const a = await s.insertRequest(s.ownerId, { total: 20 });
    const { url, paymentId } = await s.checkout([a]);
    const first = s.fatora.click(url, 'pay');
    const second = s.fatora.click(url, 'pay');
    expect((await s.comeBack(first)).json()).toMatchObject({ status: 'Paid', refundDue: null });

    s.fatora.next('refund', { delayMs: 4000 });
    const res = await s.comeBack(second);
    expect(res.json()).toMatchObject({ status: 'Paid', refundDue: 20 });
    expect(await s.paymentRow(paymentId)).toMatchObject({ refundReason: REFUND_REASONS.Twice });
    expect(await s.chargesOf(paymentId)).toHaveLength(2);
    expect(await s.requestRow(a)).toMatchObject({ stage: 'PaymentReview', bill: 'Paid' });
  });
});
