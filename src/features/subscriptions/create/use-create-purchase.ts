import { i18n } from '@lingui/core';
import {
  businessRequests,
  IDEMPOTENCY_HEADER,
  personalRequests,
} from '../../../api/contract/requests.ts';
import type {
  BusinessSubscriptionForm,
  PersonalSubscriptionForm,
} from '../../../api/contract/request-forms.ts';
import { call } from '../../../api/http.ts';
import { paymentLanguage } from '../format';
import { usePurchaseFlow } from '../purchase';

/**
 * The create-subscription purchase (spec part 1 §4): tempBill → price offer → payment
 * confirmation → create → payment page (when the PersonalRequest / BusinessRequest switch is on).
 * `body` is read at each step, so the offer always prices what the form holds.
 */
export function useCreatePurchase(
  isBusiness: boolean,
  body: () => PersonalSubscriptionForm | BusinessSubscriptionForm,
  onDone: () => void,
) {
  const family = isBusiness ? businessRequests : personalRequests;
  return usePurchaseFlow({
    tempBill: () => call(family.tempBill, { body: body() }),
    create: (key) => call(family.create, { body: body(), headers: { [IDEMPOTENCY_HEADER]: key } }),
    payment: {
      type: isBusiness ? 'BusinessAccountSubscription' : 'PersonalAccountSubscription',
      start: (requestId, key) =>
        call(family.payment, {
          body: {
            requestId,
            language: paymentLanguage(i18n.locale),
            savedCards: true,
            callBackUrl: `${window.location.origin}/track-accounts`,
          },
          headers: { [IDEMPOTENCY_HEADER]: key },
        }),
      getStage: (requestId) =>
        call(family.get, { params: { id: requestId }, background: true, silent: true }).then(
          (r) => r.stage,
        ),
    },
    onDone,
  });
}
