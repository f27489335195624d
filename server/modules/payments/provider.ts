import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentStatus } from '../../../src/api/contract/payments.ts';

/**
 * What the payments module needs from a payment provider, chosen by `PAYMENT_PROVIDER` in
 * providers.ts. The built-in `sandbox` (sandbox.ts) pushes its results as signed notifications;
 * `fatora` (fatora.ts) is asked for them (`fetchResult`) when the payer comes back from its page.
 */
export interface CheckoutPayment {
  id: string;
  /** SP, 2 decimals. */
  amount: number;
  status: PaymentStatus;
  language: 'en' | 'ar';
  /** Who pays (the provider's checkout page may show or prefill it). */
  payer: { name: string; phone: string; email: string };
  /** Absolute URL on the app's own origin where the payer comes back, whatever the outcome. */
  returnUrl: string;
}

/** The provider's verdict on one payment. */
export type ProviderResult = 'Paid' | 'Failed';

export interface ProviderNotification {
  paymentId: string;
  status: ProviderResult;
  /** Unique per notification: a second delivery of the same nonce is refused (replay). */
  nonce: string;
}

/** One attempt to pay, as the provider confirmed it. */
export interface ProviderCharge {
  status: ProviderResult;
  /** The provider's own id of the attempt (Fatora's `transaction_id`). */
  reference: string;
  /** What the provider took (SP), the payment's amount when it is Paid. */
  amount: number;
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
   * Called again for a repeated Idempotency-Key and for the open payment of the same requests.
   * Throws a user error when the provider cannot be reached (nothing is applied either way).
   */
  createCheckout(payment: CheckoutPayment): Promise<string>;
  /** The notification if it is authentic and fresh, else null (nothing is applied). */
  verifyNotification(input: NotificationInput): ProviderNotification | null;
  /**
   * Asks the provider about one attempt (`reference`, e.g. from the return URL) to pay `payment`
   * (processMultiplePayments): the charge when the provider confirms it is this payment's, with
   * this amount; null when it has no result yet or the reference is not this payment's. Throws a
   * user error when the provider cannot be reached. Providers that always notify leave it out.
   */
  fetchResult?(
    payment: { id: string; amount: number },
    reference: string,
  ): Promise<ProviderCharge | null>;
  /** Gives a whole charge back; resolves to whether the provider confirmed it. */
  refund?(payment: { id: string }, reference: string): Promise<boolean>;
}
