import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { guid, idParams, noContent, pagedQuery, pagedResult } from './common.ts';
import { bill } from './billing.ts';
import {
  addVehiclesForm,
  businessSubscriptionForm,
  personalSubscriptionForm,
  renewalForm,
  smsBundleRenewalForm,
  subscriptionCountsForm,
} from './request-forms.ts';
import { REQUEST_TYPES } from './request-types.ts';

export * from './request-forms.ts';

// Requests (spec part 1 §3 "Request", §4 "Requests", §5, §7 request families): every purchase is
// a request with a bill, moved through its stages by the back office and paid in stage Payment.

export { REQUEST_TYPES };
export const requestType = z.enum(REQUEST_TYPES);
export type RequestType = z.infer<typeof requestType>;
export const requestStage = z.enum([
  'Review',
  'Payment',
  'PaymentReview',
  'DeviceInstallation',
  'Finished',
]);
export type RequestStage = z.infer<typeof requestStage>;
export const requestStatus = z.enum(['Pending', 'Processed', 'Canceled', 'Rejected']);
export type RequestStatus = z.infer<typeof requestStatus>;

/** Path segment of each family under /api/app/{kind}. */
export const REQUEST_KINDS = {
  PersonalAccountSubscription: 'personalAccountSubscriptionRequest',
  BusinessAccountSubscription: 'businessAccountSubscriptionRequest',
  SmsBundleRenewalRequest: 'smsBundleRenewalRequest',
  AddVehiclesRequest: 'addVehiclesRequest',
  RenewSubscription: 'renewSubscriptionRequest',
} as const satisfies Record<RequestType, string>;

/** A vehicle of a request as the server answers it (no transforms: responses are encoded). */
export const requestVehicle = z.object({
  id: z.optional(guid),
  licensePlateSubClass: z.string(),
  licensePlateSerial: z.string(),
  consumptionRate: z.number(),
  color: z.string(),
  needsTrackingDevice: z.boolean(),
  trackingDeviceId: z.optional(z.string()),
});

export const requestNote = z.object({ note: z.string() });

/** One request as the portal shows it; family-specific fields are null when they do not apply. */
export const requestDto = z.object({
  id: guid,
  type: requestType,
  status: requestStatus,
  stage: requestStage,
  creationTime: z.string(),
  lastModificationTime: z.nullable(z.string()),
  trackAccountId: z.nullable(guid),
  accountName: z.nullable(z.string()),
  requestNotes: z.array(requestNote),
  companyName: z.nullable(z.string()),
  companyAddress: z.nullable(
    z.object({ governorateDisplayName: z.string(), cityDisplayName: z.string() }),
  ),
  trackerInstallationLocation: z.nullable(z.string()),
  trackVehicles: z.array(requestVehicle),
  subscriptionPlanKey: z.nullable(z.string()),
  subscriptionPlanLocalizedName: z.nullable(z.string()),
  subscriptionDurationInMonths: z.nullable(z.number()),
  smsBundleId: z.nullable(guid),
  userCount: z.nullable(z.number()),
  newTrackVehiclesCount: z.nullable(z.number()),
  removeTrackVehiclesCount: z.nullable(z.number()),
  /** The price offer; null only for requests made before bills existed. */
  bill: z.nullable(bill),
});
export type RequestDto = z.infer<typeof requestDto>;

/** Payment body of the families (spec §3 "Payment request"). */
export const requestPaymentBody = z.object({
  requestId: guid,
  language: z._default(z.enum(['en', 'ar']), 'en'),
  savedCards: z._default(z.boolean(), true),
  callBackUrl: z.optional(z.string().check(z.maxLength(2000))),
});
export type RequestPaymentBody = z.input<typeof requestPaymentBody>;

const idText = z.string();

const familyEndpoints = <K extends string, F extends z.core.$ZodType>(kind: K, form: F) => ({
  create: endpoint({
    method: 'POST',
    path: `/api/app/${kind}`,
    body: form,
    response: idText,
    responseType: 'text',
  }),
  tempBill: endpoint({
    method: 'POST',
    path: `/api/app/${kind}/tempBill`,
    body: form,
    response: bill,
  }),
  payment: endpoint({
    method: 'POST',
    path: `/api/app/${kind}/payment`,
    body: requestPaymentBody,
    response: z.string(),
    responseType: 'text',
  }),
});

export const personalRequests = {
  ...familyEndpoints(REQUEST_KINDS.PersonalAccountSubscription, personalSubscriptionForm),
  get: endpoint({
    method: 'GET',
    path: '/api/app/personalAccountSubscriptionRequest/:id',
    params: idParams,
    response: requestDto,
  }),
};

export const businessRequests = {
  ...familyEndpoints(REQUEST_KINDS.BusinessAccountSubscription, businessSubscriptionForm),
  tempBillWithoutVehiclesData: endpoint({
    method: 'POST',
    path: '/api/app/businessAccountSubscriptionRequest/tempBillWithoutVehiclesData',
    body: subscriptionCountsForm,
    response: bill,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/app/businessAccountSubscriptionRequest/:id',
    params: idParams,
    response: requestDto,
  }),
};

export const smsBundleRenewalRequests = {
  ...familyEndpoints(REQUEST_KINDS.SmsBundleRenewalRequest, smsBundleRenewalForm),
  /** The SMS bundle kind takes the id as a query (spec §7). */
  get: endpoint({
    method: 'GET',
    path: '/api/app/smsBundleRenewalRequest',
    query: z.object({ requestId: guid }),
    response: requestDto,
  }),
};

/** Lists of a family: the caller's requests, or of one account they own. */
const familyListQuery = z.extend(pagedQuery, { trackAccountId: z.optional(guid) });

export const addVehiclesRequests = {
  ...familyEndpoints(REQUEST_KINDS.AddVehiclesRequest, addVehiclesForm),
  get: endpoint({
    method: 'GET',
    path: '/api/app/addVehiclesRequest/:id',
    params: idParams,
    response: requestDto,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/app/addVehiclesRequest',
    query: familyListQuery,
    response: pagedResult(requestDto),
  }),
};

/** A vehicle of the account as the renewal lists show it. */
export const renewalVehicle = z.object({
  id: z.nullable(guid),
  licensePlateSubClass: z.string(),
  licensePlateSerial: z.string(),
  consumptionRate: z.number(),
  color: z.string(),
  needsTrackingDevice: z.boolean(),
});
export const renewalUser = z.object({
  /** The association id (what removeUsers holds). */
  id: guid,
  name: z.string(),
  phoneNumber: z.nullable(z.string()),
  associationType: z.string(),
});

const renewPath = '/api/app/renewSubscriptionRequest';
const subList = <T extends z.core.$ZodType>(suffix: string, item: T) =>
  endpoint({
    method: 'GET',
    path: `${renewPath}/:id/${suffix}`,
    params: idParams,
    query: pagedQuery,
    response: pagedResult(item),
  });

export const renewRequests = {
  ...familyEndpoints(REQUEST_KINDS.RenewSubscription, renewalForm),
  get: endpoint({
    method: 'GET',
    path: `${renewPath}/:id`,
    params: idParams,
    response: requestDto,
  }),
  list: endpoint({
    method: 'GET',
    path: renewPath,
    query: familyListQuery,
    response: pagedResult(requestDto),
  }),
  newVehicles: subList('newVehicles', renewalVehicle),
  remainingVehicles: subList('remainingVehicles', renewalVehicle),
  removedUsers: subList('removedUsers', renewalUser),
  removedVehicles: subList('removedVehicles', renewalVehicle),
};

/** `types` may repeat in the query (`types=A&types=B`) or come once. */
const typesQuery = z.optional(
  z.pipe(
    z.transform((v: unknown) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v])),
    z.array(requestType),
  ),
);
export const requestListQuery = z.extend(pagedQuery, {
  types: typesQuery,
  status: z.optional(requestStatus),
});
export type RequestListQuery = z.input<typeof requestListQuery>;

/** The caller's own requests. */
export const listMyRequests = endpoint({
  method: 'GET',
  path: '/api/app/request',
  query: requestListQuery,
  response: pagedResult(requestDto),
});

/** Requests of an account the caller owns (default: the token's account). */
export const listAccountRequests = endpoint({
  method: 'GET',
  path: '/api/app/request/ofTrackAccountId',
  query: z.extend(requestListQuery, { trackAccountId: z.optional(guid) }),
  response: pagedResult(requestDto),
});

export const cancelRequest = endpoint({
  method: 'POST',
  path: '/api/app/request/:id/cancel',
  params: idParams,
  response: noContent,
});

/** Back office (administrators): moves a request to its next stage. */
export const advanceRequest = endpoint({
  method: 'POST',
  path: '/api/app/request/:id/advance',
  params: idParams,
  response: requestDto,
});

export const REQUEST_ADVANCE_POLICY = 'GoTrack.Requests.Advance';
export { IDEMPOTENCY_HEADER } from './idempotency.ts';
