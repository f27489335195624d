import * as z from 'zod/mini';
import { paymentSettingName, type paymentSettingKeys } from './payment-switches.ts';
import { guid, idParams } from './common.ts';
import { endpoint } from './endpoint.ts';
import { requestPaymentBody, type RequestPaymentBody, type RequestType } from './requests.ts';

// Electronic payment of requests (spec part 1 §3 "Payment request", §6 payment switches, §7).

type SwitchKind = (typeof paymentSettingKeys)[number];

/** The payment switch that governs each request type (add vehicles uses IncreaseUserCount). */
const SWITCH_KIND = {
  PersonalAccountSubscription: 'PersonalRequest',
  BusinessAccountSubscription: 'BusinessRequest',
  SmsBundleRenewalRequest: 'SmsBundleRenewalRequest',
  AddVehiclesRequest: 'IncreaseUserCountRequest',
  RenewSubscription: 'RenewTrackAccountSubscription',
} as const satisfies Record<RequestType, SwitchKind>;

/**
 * Setting name (in application configuration `setting.values`) that must equal "True" for a
 * request of `type` to be paid online. The names are the ones already seeded and served
 * (`paymentSettingName` in payment-switches.ts), so client and server cannot drift apart.
 */
export const paymentSwitch = (type: RequestType): string => paymentSettingName(SWITCH_KIND[type]);

/** Every payment switch, by request type. */
export const PAYMENT_SWITCHES = Object.fromEntries(
  Object.keys(SWITCH_KIND).map((type) => [type, paymentSwitch(type as RequestType)]),
) as Record<RequestType, string>;

/** A switch value turns payment on only when it is "True" (case-insensitive, like ABP booleans). */
export const isSwitchOn = (value: string | null | undefined) => value?.toLowerCase() === 'true';

/**
 * Body of `POST /api/app/{kind}/payment` (one request; spec §3 "Payment request"): requestId,
 * language (en | ar, the hosted page's), savedCards (ABP compatibility; the PWA sends true),
 * callBackUrl (origin + /track-accounts; the hosted page returns there only on the app's own
 * origin). Defined once in requests.ts, next to the families' endpoints.
 */
export const paymentRequestBody = requestPaymentBody;
export type PaymentRequestBody = RequestPaymentBody;

/** Pays several requests in one payment; text response: the hosted payment page URL. */
export const payMultipleRequests = endpoint({
  method: 'POST',
  path: '/api/app/payment/payMultipleRequests',
  body: z.extend(z.omit(requestPaymentBody, { requestId: true }), {
    requestIds: z.array(guid).check(z.minLength(1), z.maxLength(50)),
  }),
  response: z.string(),
  responseType: 'text',
});

/** Void: closed by us before it was paid (a newer payment of its requests, or one cancelled). */
export const paymentStatus = z.enum(['Pending', 'Paid', 'Failed', 'Reversed', 'Void']);
export type PaymentStatus = z.infer<typeof paymentStatus>;

export const payment = z.object({
  id: guid,
  status: paymentStatus,
  /** SP, 2 decimals: the sum of the requests' bill totals. */
  amount: z.number(),
  requestIds: z.array(guid),
  provider: z.string(),
  language: z.string(),
  creationTime: z.string(),
  /** When the provider's result (paid or failed) was applied. */
  completionTime: z.nullable(z.string()),
  /**
   * SP the provider took that we did not apply (paid after it was void, or for requests paid or
   * cancelled meanwhile): owed back to the payer. Absent from back ends without the notion.
   */
  refundDue: z.optional(z.nullable(z.number())),
});
export type Payment = z.infer<typeof payment>;

/** A payment of the caller (404 for anyone else's). */
export const checkPaymentStatus = endpoint({
  method: 'GET',
  path: '/api/app/payment/checkPaymentStatus/:id',
  params: idParams,
  response: payment,
});

/** One provider reference of an attempt to pay (Fatora's `transaction_id`). */
export const PROVIDER_REFERENCE = /^[A-Za-z0-9._~-]{1,100}$/;
const MAX_REFERENCES = 5;

/**
 * Asks the provider again for the result of a payment of the caller and applies it if it is new
 * (idempotent: an applied result is never applied twice). `userFatoraPaymentIds` are the
 * provider's own references of the payer's attempts (from the URL the provider sent the payer
 * back to), comma-separated, at most 5.
 */
export const processMultiplePayments = endpoint({
  method: 'GET',
  path: '/api/app/payment/processMultiplePayments/:id',
  params: idParams,
  query: z.object({
    userFatoraPaymentIds: z.optional(
      z.string().check(
        z.maxLength(MAX_REFERENCES * 101),
        z.refine((text) => {
          const refs = text.split(',');
          return refs.length <= MAX_REFERENCES && refs.every((r) => PROVIDER_REFERENCE.test(r));
        }, 'userFatoraPaymentIds: up to 5 references (letters, digits, . _ ~ -), comma-separated'),
      ),
    ),
  }),
  response: payment,
});

/**
 * Demo mode only (absent otherwise): marks one of the caller's requests as paid without the
 * provider — the same checks as a real payment, a Paid payment (provider "dev") is recorded.
 * Text response: the payment id.
 */
export const payDev = endpoint({
  method: 'POST',
  path: '/api/app/payment/payDev',
  body: z.object({ requestId: guid }),
  response: z.string(),
  responseType: 'text',
});

/**
 * Demo mode only: reverses a Paid payment of the caller. The payment becomes Reversed; each of
 * its requests that is still Pending (not finished) goes back to stage Payment and its bill to
 * Draft (as before payment), so it can be paid again. Finished requests keep their effect and their Paid bill.
 */
export const reversalPaymentDev = endpoint({
  method: 'POST',
  path: '/api/app/payment/reversalPaymentDev/:id',
  params: idParams,
  response: payment,
});
