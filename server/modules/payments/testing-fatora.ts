import { eq } from 'drizzle-orm';
import { paymentCharge } from '../../db/schema.ts';
import { fakeFatora } from '../../test/fatora-fake.ts';
import { OWNER } from '../../test/tracking-helpers.ts';
import { paymentsApp } from './testing.ts';

/** The app's origin in tests (testConfig's PUBLIC_URL) and where the PWA asks payers back. */
export const CALLBACK = 'http://localhost:8080/track-accounts';

/**
 * The demo app with PAYMENT_PROVIDER=fatora pointed at a fake Fatora on 127.0.0.1, let through
 * the outbound guard as an operator would (OUTBOUND_ALLOWED_ADDRESSES), with a short timeout so
 * a slow answer costs the test little.
 */
export async function fatoraApp({ allowedAddresses = ['127.0.0.1'], timeoutMs = 1500 } = {}) {
  const fatora = await fakeFatora();
  const s = await paymentsApp({
    config: {
      paymentProvider: 'fatora',
      fatora: { apiKey: fatora.apiKey, baseUrl: fatora.origin, timeoutMs },
      outbound: { allowedAddresses },
    },
  });
  const owner = await s.headersFor(OWNER);
  const ownerId = await s.userId(OWNER);

  /** POST payMultipleRequests as `headers`: the raw answer. */
  const pay = (requestIds: string[], headers: Record<string, string> = owner, language = 'en') =>
    s.t.app.inject({
      method: 'POST',
      url: '/api/app/payment/payMultipleRequests',
      headers,
      payload: { requestIds, language, savedCards: true, callBackUrl: CALLBACK },
    });

  /** A checkout for the requests: Fatora's page and our payment id (Fatora's order_id). */
  async function checkout(requestIds: string[]) {
    const res = await pay(requestIds);
    if (res.statusCode !== 200)
      throw new Error(`payMultipleRequests ${res.statusCode} ${res.body}`);
    const order = fatora.checkouts().find((c) => res.body.endsWith(c.session));
    if (!order) throw new Error(`no checkout behind ${res.body}`);
    return { url: res.body, paymentId: order.order_id };
  }

  /** GET processMultiplePayments as the app calls it when the payer is back at `returnUrl`. */
  const comeBack = (returnUrl: string, headers: Record<string, string> = owner) => {
    const q = new URL(returnUrl).searchParams;
    const refs = q.get('transaction_id') ?? '';
    return s.t.app.inject({
      url: `/api/app/payment/processMultiplePayments/${q.get('order_id')}?userFatoraPaymentIds=${encodeURIComponent(refs)}`,
      headers,
    });
  };

  const chargesOf = (paymentId: string) =>
    s.db.select().from(paymentCharge).where(eq(paymentCharge.paymentId, paymentId));

  return {
    ...s,
    fatora,
    owner,
    ownerId,
    pay,
    checkout,
    comeBack,
    chargesOf,
    verifyCalls: () => fatora.calls.filter((c) => c.path === 'verify').length,
    async close() {
      await s.t.close();
      await fatora.close();
    },
  };
}
export type FatoraApp = Awaited<ReturnType<typeof fatoraApp>>;
