import { i18n } from '@lingui/core';
import {
  addVehiclesRequests,
  IDEMPOTENCY_HEADER,
  renewRequests,
  smsBundleRenewalRequests,
  type RequestStage,
} from '../../../../api/contract/requests.ts';
import { call } from '../../../../api/http.ts';
import { paymentLanguage } from '../../format';
import type { PurchaseFlowOptions, PurchasePayment } from '../use-purchase-flow';

/** The three account families (spec part 1 §7); each acts on body `trackAccountId`. */
export type AccountFamily = 'SmsBundleRenewalRequest' | 'AddVehiclesRequest' | 'RenewSubscription';

const ENDPOINTS = {
  SmsBundleRenewalRequest: smsBundleRenewalRequests,
  AddVehiclesRequest: addVehiclesRequests,
  RenewSubscription: renewRequests,
} as const;

const key = (idempotencyKey: string) => ({ [IDEMPOTENCY_HEADER]: idempotencyKey });

/** The stage of a request, quietly (it is polled): no toast, no loading bar. */
async function stageOf(type: AccountFamily, requestId: string): Promise<RequestStage> {
  const quiet = { silent: true, background: true } as const;
  const request =
    type === 'SmsBundleRenewalRequest'
      ? await call(smsBundleRenewalRequests.get, { query: { requestId }, ...quiet })
      : await call(ENDPOINTS[type].get, { params: { id: requestId }, ...quiet });
  return request.stage;
}

/**
 * Temp bill, create and (optionally) payment calls of a family for `usePurchaseFlow`. `body` is
 * read when each call is made, so the flow always prices and buys what the form holds.
 */
export function familyCalls(
  type: AccountFamily,
  body: () => object,
  { pay }: { pay: boolean },
): Pick<PurchaseFlowOptions, 'tempBill' | 'create' | 'payment'> {
  const endpoints = ENDPOINTS[type];
  const payment: PurchasePayment = {
    type,
    start: (requestId, idempotencyKey) =>
      call(endpoints.payment, {
        body: {
          requestId,
          language: paymentLanguage(i18n.locale),
          savedCards: true,
          callBackUrl: `${location.origin}/track-accounts`,
        },
        headers: key(idempotencyKey),
      }),
    getStage: (requestId) => stageOf(type, requestId),
  };
  return {
    tempBill: () => call(endpoints.tempBill, { body: body() }),
    create: (idempotencyKey) =>
      call(endpoints.create, { body: body(), headers: key(idempotencyKey) }),
    payment: pay ? payment : null,
  };
}
