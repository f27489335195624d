import type { IncomingHttpHeaders } from 'node:http';

/**
 * What the payments module needs from a payment provider. The built-in `sandbox` (sandbox.ts)
 * is one; a real provider is another implementation chosen by `PAYMENT_PROVIDER` in
 * providers.ts, with its own hosted page and webhook format behind the same two calls.
 */
export interface CheckoutPayment {
  id: string;
  /** SP, 2 decimals. */
  amount: number;
  language: 'en' | 'ar';
}

/** The provider's verdict on one payment. */
export type ProviderResult = 'Paid' | 'Failed';

export interface ProviderNotification {
  paymentId: string;
  status: ProviderResult;
  /** Unique per notification: a second delivery of the same nonce is refused (replay). */
  nonce: string;
}

/** The parts of an HTTP request a webhook is verified from (a FastifyRequest fits). */
export interface NotificationInput {
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface PaymentProvider {
  /** Stored on each payment (`payment.provider`). */
  readonly name: string;
  /**
   * Opens a checkout for the payment; resolves to the absolute URL of the provider's hosted page.
   * Called again for a repeated Idempotency-Key, so it must give the same page for the same payment.
   */
  createCheckout(payment: CheckoutPayment): Promise<string>;
  /** The notification if it is authentic and fresh, else null (nothing is applied). */
  verifyNotification(input: NotificationInput): ProviderNotification | null;
  /**
   * Asks the provider for the result of a payment still Pending here (processMultiplePayments);
   * null = no result yet. Providers that always notify (the sandbox) leave it out.
   */
  fetchResult?(paymentId: string, references: string[]): Promise<ProviderResult | null>;
}
