import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider } from './provider.ts';
import { SIGNATURE_HEADER, verifySignedNotification } from './signature.ts';

export const SANDBOX = 'sandbox';
export const SANDBOX_PAGE_PATH = '/payment-sandbox';

/**
 * Only someone holding the checkout link may pay or fail a payment: the link carries this
 * token, and the page's forms send it back. It is derived from the id, so the same payment
 * always gets the same link (Idempotency-Key).
 */
export const pageToken = (secret: Buffer, paymentId: string) =>
  createHmac('sha256', secret).update(`page\n${paymentId}`).digest('base64url');

export function isPageToken(secret: Buffer, paymentId: string, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const expected = Buffer.from(pageToken(secret, paymentId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The built-in provider: a hosted page on this server (sandbox-routes.ts) whose Pay and Fail
 * buttons send a signed notification like a real provider's webhook would.
 */
export function sandboxProvider(opts: { publicUrl: string; secret: Buffer }): PaymentProvider {
  return {
    name: SANDBOX,
    async createCheckout(payment) {
      const token = pageToken(opts.secret, payment.id);
      return `${opts.publicUrl}${SANDBOX_PAGE_PATH}/${payment.id}?t=${token}`;
    },
    verifyNotification({ headers, body }) {
      const header = headers[SIGNATURE_HEADER];
      const signature = Array.isArray(header) ? header[0] : header;
      return verifySignedNotification(opts.secret, body, signature);
    },
  };
}
