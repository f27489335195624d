import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsBundleRenewalRequests } from '../../../src/api/contract/requests.ts';
import { bill, smsBundle } from '../../db/schema.ts';
import { BUSINESS, OWNER } from '../../test/tracking-helpers.ts';
import { transitionRequest } from '../requests/stages.ts';
import { form, paymentsApp } from './testing.ts';

let s: Awaited<ReturnType<typeof paymentsApp>>;
beforeAll(async () => {
  s = await paymentsApp();
});
afterAll(() => s.t.close());

describe('a real request, created and paid through the API', () => {
  it('SMS bundle renewal: create → Payment → pay on the Arabic page → PaymentReview', async () => {
    const owner = await s.headersFor(OWNER, BUSINESS);
    const [bundle] = await s.db.select().from(smsBundle).limit(1);
    const created = await s.t.app.inject({
      method: 'POST',
      url: smsBundleRenewalRequests.create.path,
      headers: owner,
      payload: { smsBundleId: bundle!.id },
    });
    expect(created.statusCode, created.body).toBe(200);
    const requestId = created.body;

    const payment = {
      method: 'POST' as const,
      url: smsBundleRenewalRequests.payment.path,
      headers: owner,
      payload: {
        requestId,
        language: 'ar',
        savedCards: true,
        callBackUrl: 'http://localhost:8080/track-accounts',
      },
    };
    // Still in Review: not payable yet.
    expect((await s.t.app.inject(payment)).statusCode).toBe(403);

    await transitionRequest(s.db, requestId, 'Payment');
    const res = await s.t.app.inject(payment);
    expect(res.statusCode, res.body).toBe(200);
    const checkout = s.pathOf(res.body);

    const [billRow] = await s.db.select().from(bill).where(eq(bill.requestId, requestId));
    const page = await s.t.app.inject({ url: checkout.url });
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('تجديد باقة الرسائل');
    // The bill's amount, with the Arabic currency label, on the account's line.
    expect(page.body).toContain(
      `${billRow!.total.toLocaleString('en-US', { minimumFractionDigits: 2 })} ل.س`,
    );
    expect(page.body).toContain('<td>Demo Logistics</td>');

    const paid = await s.t.app.inject({
      method: 'POST',
      url: `${checkout.path}/pay`,
      ...form({ t: checkout.token }),
    });
    expect(paid.headers.location).toBe('http://localhost:8080/track-accounts');
    const view = await s.t.app.inject({
      url: `${smsBundleRenewalRequests.get.path}?requestId=${requestId}`,
      headers: owner,
    });
    expect(view.json()).toMatchObject({ stage: 'PaymentReview', status: 'Pending' });
    expect(await s.requestRow(requestId)).toMatchObject({ bill: 'Paid' });
  });
});
