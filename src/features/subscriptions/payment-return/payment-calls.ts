import { checkPaymentStatus, processMultiplePayments } from '../../../api/contract/payments.ts';
import { call } from '../../../api/http.ts';
import type { PaymentReturn } from './return-params';

/**
 * Back from the provider's page: with the provider's reference, GET processMultiplePayments (the
 * server verifies it with the provider and applies it once); without one, GET checkPaymentStatus.
 * The dialog shows any error itself, so no toast.
 */
export const settlePaymentReturn = ({ paymentId, reference }: PaymentReturn) =>
  reference
    ? call(processMultiplePayments, {
        params: { id: paymentId },
        query: { userFatoraPaymentIds: reference },
        silent: true,
      })
    : call(checkPaymentStatus, { params: { id: paymentId }, silent: true });
