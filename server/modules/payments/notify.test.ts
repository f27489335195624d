import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentNotification } from '../../db/schema.ts';
import { OWNER } from '../../test/tracking-helpers.ts';
import { NOTIFY_PATH } from './routes.ts';
import { loadPaymentSecret } from './secret.ts';
import { makeNotification, signNotification, SIGNATURE_HEADER } from './signature.ts';
import { paymentsApp } from './testing.ts';

let s: Awaited<ReturnType<typeof paymentsApp>>;
let secret: Buffer;
let ownerId: string;
let owner: Record<string, string>;

beforeAll(async () => {
  s = await paymentsApp();
  secret = await loadPaymentSecret(s.db);
  ownerId = await s.userId(OWNER);
  owner = await s.headersFor(OWNER);
});
afterAll(() => s.t.close());

/** A request in stage Payment and a sandbox payment for it. */
async function pendingPayment() {
  const requestId = await s.insertRequest(ownerId);
  const res = await s.t.app.inject({
    method: 'POST',
    url: '/api/app/payment/payMultipleRequests',
    headers: owner,
    payload: { requestIds: [requestId] },
  });
  return { requestId, paymentId: s.pathOf(res.body).path.split('/').pop()! };
}

const notify = (body: unknown, signature: string) =>
  s.t.app.inject({
    method: 'POST',
    url: NOTIFY_PATH,
    headers: { [SIGNATURE_HEADER]: signature },
    payload: body as object,
  });

describe('POST /api/app/payment/notify', () => {
  it('applies a correctly signed notification', async () => {
    const { requestId, paymentId } = await pendingPayment();
    const { body, signature } = makeNotification(secret, paymentId, 'Paid');
    expect((await notify(body, signature)).statusCode).toBe(204);
    expect((await s.paymentRow(paymentId)).status).toBe('Paid');
    expect((await s.requestRow(requestId)).stage).toBe('PaymentReview');
  });

  it('a forged signature changes nothing', async () => {
    const { requestId, paymentId } = await pendingPayment();
    const { body } = makeNotification(secret, paymentId, 'Paid');
    const forged = signNotification(Buffer.from('not the secret'), body);
    const res = await notify(body, forged);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('The payment notification is not valid.');
    expect((await notify(body, '')).statusCode).toBe(403);
    expect((await s.paymentRow(paymentId)).status).toBe('Pending');
    expect(await s.requestRow(requestId)).toMatchObject({ stage: 'Payment', bill: 'Draft' });
    const nonces = await s.db
      .select()
      .from(paymentNotification)
      .where(eq(paymentNotification.paymentId, paymentId));
    expect(nonces).toEqual([]);
  });

  it('a replayed nonce is refused the second time', async () => {
    const { paymentId } = await pendingPayment();
    const { body, signature } = makeNotification(secret, paymentId, 'Failed');
    expect((await notify(body, signature)).statusCode).toBe(204);
    const replay = await notify(body, signature);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.message).toBe('This payment notification was already received.');
    expect((await s.paymentRow(paymentId)).status).toBe('Failed');
  });

  it('a stale timestamp (over 10 minutes) is refused', async () => {
    const { paymentId } = await pendingPayment();
    const old = makeNotification(secret, paymentId, 'Paid', new Date(Date.now() - 11 * 60_000));
    expect((await notify(old.body, old.signature)).statusCode).toBe(403);
    expect((await s.paymentRow(paymentId)).status).toBe('Pending');
  });

  it('a later notification does not change an applied result', async () => {
    const { paymentId } = await pendingPayment();
    const failed = makeNotification(secret, paymentId, 'Failed');
    await notify(failed.body, failed.signature);
    const paid = makeNotification(secret, paymentId, 'Paid');
    expect((await notify(paid.body, paid.signature)).statusCode).toBe(204);
    expect((await s.paymentRow(paymentId)).status).toBe('Failed');
  });

  it('an unknown payment is 404', async () => {
    const n = makeNotification(secret, '00000000-0000-4000-8000-000000000000', 'Paid');
    expect((await notify(n.body, n.signature)).statusCode).toBe(404);
  });
});
