import { payMultipleRequests } from '../../../../api/contract/payments.ts';
import {
  addVehiclesRequests,
  businessRequests,
  cancelRequest,
  IDEMPOTENCY_HEADER,
  personalRequests,
  renewRequests,
  smsBundleRenewalRequests,
  type RequestType,
} from '../../../../api/contract/requests.ts';
import { call } from '../../../../api/http.ts';

const FAMILIES = {
  PersonalAccountSubscription: personalRequests,
  BusinessAccountSubscription: businessRequests,
  SmsBundleRenewalRequest: smsBundleRenewalRequests,
  AddVehiclesRequest: addVehiclesRequests,
  RenewSubscription: renewRequests,
} as const satisfies Record<RequestType, unknown>;

export type PaymentLanguage = 'en' | 'ar';

/** The hosted page sends the payer back to the accounts list (spec §7 payment body). */
const callBackUrl = () => `${location.origin}/track-accounts`;

/**
 * POST /api/app/{kind}/payment → the hosted payment page URL. `key` is kept by the caller until
 * the call succeeds, so a retry after a dropped answer never starts a second payment.
 */
export const payRequest = (type: RequestType, id: string, language: PaymentLanguage, key: string) =>
  call(FAMILIES[type].payment, {
    body: { requestId: id, language, savedCards: true, callBackUrl: callBackUrl() },
    headers: { [IDEMPOTENCY_HEADER]: key },
  });

/** POST /api/app/payment/payMultipleRequests → one hosted page for all of them. */
export const payRequests = (ids: string[], language: PaymentLanguage, key: string) =>
  call(payMultipleRequests, {
    body: { requestIds: ids, language, savedCards: true, callBackUrl: callBackUrl() },
    headers: { [IDEMPOTENCY_HEADER]: key },
  });

/** POST /api/app/request/{id}/cancel. */
export const cancelRequestById = (id: string) => call(cancelRequest, { params: { id } });
