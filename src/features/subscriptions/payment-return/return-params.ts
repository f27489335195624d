import { PROVIDER_REFERENCE } from '../../../api/contract/payments.ts';

/** What a payment provider put in the URL it sent the payer back to. */
export interface PaymentReturn {
  /** Our payment id (Fatora's `order_id`). */
  paymentId: string;
  /** The provider's id of the attempt (Fatora's `transaction_id`); null when absent or malformed. */
  reference: string | null;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The return in `search` (a location's query), or null when it names no payment of ours. A
 * malformed reference is dropped rather than sent: the payment's status is shown instead.
 */
export function paymentReturnOf(search: string): PaymentReturn | null {
  const query = new URLSearchParams(search);
  const paymentId = query.get('order_id') ?? '';
  if (!GUID.test(paymentId)) return null;
  const reference = query.get('transaction_id') ?? '';
  return { paymentId, reference: PROVIDER_REFERENCE.test(reference) ? reference : null };
}
