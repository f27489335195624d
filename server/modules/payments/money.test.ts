import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payment } from '../../db/schema.ts';
import { OWNER } from '../../test/tracking-helpers.ts';
import { NOTIFY_PATH } from './routes.ts';
import { loadPaymentSecret } from './secret.ts';
import { makeNotification, SIGNATURE_HEADER } from './signature.ts';
import { form, paymentsApp } from './testing.ts';

// Issue 11 "Money": a request is never paid twice, nor paid once cancelled.

let s: Awaited<ReturnType<typeof paymentsApp>>;
let owner: Record<string, string>;
let ownerId: string;
let secret: Buffer;

beforeAll(async () => {
  s = await paymentsApp();
  owner = await s.headersFor(OWNER);
  ownerId = await s.userId(OWNER);
  secret = await loadPaymentSecret(s.db);
});
afterAll(() => s.t.close());

async function link(requestIds: string[], headers = owner) {
  const res = await s.t.app.inject({
    method: 'POST',
    url: '/api/app/payment/payMultipleRequests',
    headers,
    payload: { requestIds, language: 'en' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const checkout = s.pathOf(res.body);
  return { ...checkout, id: checkout.path.split('/').pop()! };
}

const payOnPage = (c: { path: string; token: string }) =>
  s.t.app.inject({ method: 'POST', url: `${c.path}/pay`, ...form({ t: c.token }) });

/** The provider's webhook saying the payment succeeded (arrives whatever our page said). */
async function providerSaysPaid(paymentId: string) {
  const { body, signature } = makeNotification(secret, paymentId, 'Paid');
  const res = await s.t.app.inject({
    method: 'POST',
    url: NOTIFY_PATH,
    headers: { [SIGNATURE_HEADER]: signature },
    payload: body as object,
  });
  expect(res.statusCode, res.body).toBe(204);
}

const cancel = (id: string) =>
  s.t.app.inject({ method: 'POST', url: `/api/app/request/${id}/cancel`, headers: owner });

describe('paying twice', () => {
  it('a second link for the same request is the open one, not a second payment', async () => {
    const r = await s.insertRequest(ownerId);
    const first = await link([r]);
    const second = await link([r]);
    expect(second.id).toBe(first.id);
    expect((await payOnPage(second)).statusCode).toBe(303);
    expect((await payOnPage(first)).statusCode).toBe(303);
    expect(await s.paymentRow(first.id)).toMatchObject({ status: 'Paid', refundDue: null });
    expect(await s.requestRow(r)).toMatchObject({ stage: 'PaymentReview', bill: 'Paid' });
  });

  it('a wider payment closes the open one; a late success there is flagged for refund', async () => {
    const a = await s.insertRequest(ownerId, { total: 40 });
    const b = await s.insertRequest(ownerId, { total: 60 });
    const alone = await link([a]);
    const both = await link([a, b]);
    expect(both.id).not.toBe(alone.id);
    expect((await s.paymentRow(alone.id)).status).toBe('Void');
    // The void page offers no Pay, and pressing it anyway takes nothing.
    expect((await s.t.app.inject({ url: alone.url })).body).not.toContain('<form');
    await payOnPage(alone);
    expect((await s.paymentRow(alone.id)).status).toBe('Void');

    await payOnPage(both);
    expect((await s.paymentRow(both.id)).status).toBe('Paid');
    // The provider still charged the old link: recorded as owed back, applied to nothing.
    await providerSaysPaid(alone.id);
    const late = await s.paymentRow(alone.id);
    expect(late).toMatchObject({ status: 'Void', refundDue: 40 });
    expect(late.refundReason).toBeTruthy();
    expect(await s.requestRow(a)).toMatchObject({ stage: 'PaymentReview', bill: 'Paid' });
  });

  it('two open payments from before the fix: the second success is flagged, not applied', async () => {
    const r = await s.insertRequest(ownerId, { total: 25 });
    const rows = await s.db
      .insert(payment)
      .values(
        [1, 2].map(() => ({ userId: ownerId, requestIds: [r], amount: 25, provider: 'sandbox' })),
      )
      .returning();
    await providerSaysPaid(rows[0]!.id);
    await providerSaysPaid(rows[1]!.id);
    expect(await s.paymentRow(rows[0]!.id)).toMatchObject({ status: 'Paid', refundDue: null });
    expect(await s.paymentRow(rows[1]!.id)).toMatchObject({ status: 'Void', refundDue: 25 });
    // A repeated notice of the same charge owes nothing more.
    await providerSaysPaid(rows[1]!.id);
    expect((await s.paymentRow(rows[1]!.id)).refundDue).toBe(25);
  });
});

describe('cancelled, then paid', () => {
  it('cancelling voids the open link; the page refuses it; a late success is flagged', async () => {
    const r = await s.insertRequest(ownerId, { total: 70 });
    const open = await link([r]);
    expect((await cancel(r)).statusCode).toBe(204);
    expect((await s.paymentRow(open.id)).status).toBe('Void');
    const page = await s.t.app.inject({ url: open.url });
    expect(page.body).toContain('This payment was cancelled.');
    expect(page.body).not.toContain('<form');
    await payOnPage(open);
    expect((await s.paymentRow(open.id)).status).toBe('Void');

    await providerSaysPaid(open.id);
    expect(await s.paymentRow(open.id)).toMatchObject({ status: 'Void', refundDue: 70 });
    expect(await s.requestRow(r)).toEqual({ stage: 'Payment', status: 'Canceled', bill: 'Draft' });
  });
});
