import { eq } from 'drizzle-orm';
import type { RequestType } from '../../../src/api/contract/requests.ts';
import { appUser, bill, promoCode, request, smsBundle } from '../../db/schema.ts';
import { makeNotification, SIGNATURE_HEADER } from '../../modules/payments/signature.ts';
import { loadPaymentSecret } from '../../modules/payments/secret.ts';
import {
  advanceRequest,
  markRequestsPaid,
  transitionRequest,
} from '../../modules/requests/stages.ts';
import { OTHER_ACCOUNT } from '../account-roles.ts';
import { OWNER } from '../tracking-helpers.ts';
import { unique, type Call, type World, type WorstRequest } from './world.ts';

// Requests (the five families: create, quote, pay; cancel and advance) and payments.

/** The most vehicles a request may carry: the account cap (1000) less what "Other fleet" has. */
const MOST_NEW_VEHICLES = 998;
const name = (prefix: string, length: number) => unique(prefix, length);
/** A promo code as long as allowed; the world has it (`withPromoCode`). */
const PROMO = 'P'.repeat(64);

/** Stores the long promo code, valid and unlimited. */
export async function withPromoCode(w: World) {
  const year = 365 * 86_400_000;
  await w.db.insert(promoCode).values({
    code: PROMO,
    value: 0.1,
    isPercentage: true,
    validFrom: new Date(Date.now() - year),
    validTo: new Date(Date.now() + year),
  });
}

/** A vehicle entry with every text as long as allowed and its own device named. */
const entry = (i: number) => ({
  licensePlateSubClass: name('Damascus Private ', 64),
  licensePlateSerial: name(`${i}-`, 32),
  consumptionRate: 999.5,
  color: '0xFF1E88E5',
  needsTrackingDevice: i % 2 === 0,
  ...(i % 2 === 1 && { trackingDeviceId: name('own-', 64) }),
});
const entries = (count: number) => Array.from({ length: count }, (_, i) => entry(i));

const subscription = (business: boolean, vehicles = 1000) => {
  const list = entries(vehicles);
  return {
    subscriptionPlanKey: 'platinum',
    promoCode: PROMO,
    accountName: name('Fleet ', 128),
    companyName: business ? name('Company ', 128) : undefined,
    address: {
      country: 'SY',
      governorate: 'SY-DI',
      city: 'SY-DI-Damascus',
      area: 'a'.repeat(200),
      street: 's'.repeat(200),
    },
    subscriptionDurationInMonths: 12,
    subscriptionVehicleInfoCreateDtos: list,
    vehicleCount: list.length,
    deviceCount: list.filter((v) => v.needsTrackingDevice).length,
  };
};

const bundleId = async (w: World) => (await w.db.select().from(smsBundle).limit(1))[0]!.id;
const otherAccount = (w: World) => w.accountId(OTHER_ACCOUNT);

const bodies: Record<
  string,
  (w: World) => Promise<{ headers: Record<string, string>; body: object }>
> = {
  personalAccountSubscriptionRequest: async (w) => ({
    headers: w.as.stranger,
    body: subscription(false),
  }),
  businessAccountSubscriptionRequest: async (w) => ({
    headers: w.as.stranger,
    body: subscription(true),
  }),
  smsBundleRenewalRequest: async (w) => ({
    headers: w.as.otherOwner,
    body: { trackAccountId: await otherAccount(w), smsBundleId: await bundleId(w) },
  }),
  addVehiclesRequest: async (w) => ({
    headers: w.as.otherOwner,
    body: {
      trackAccountId: await otherAccount(w),
      trackVehicles: entries(MOST_NEW_VEHICLES),
      promoCode: PROMO,
    },
  }),
  renewSubscriptionRequest: async (w) => ({
    headers: w.as.otherOwner,
    body: {
      trackAccountId: await otherAccount(w),
      subscriptionPlanKey: 'platinum',
      smsBundleId: await bundleId(w),
      subscriptionDurationInMonths: 12,
      newVehicles: entries(MOST_NEW_VEHICLES),
      promoCode: PROMO,
    },
  }),
};

const TYPES: Record<string, RequestType> = {
  personalAccountSubscriptionRequest: 'PersonalAccountSubscription',
  businessAccountSubscriptionRequest: 'BusinessAccountSubscription',
  smsBundleRenewalRequest: 'SmsBundleRenewalRequest',
  addVehiclesRequest: 'AddVehiclesRequest',
  renewSubscriptionRequest: 'RenewSubscription',
};

/** A request of the stranger waiting for payment, with its bill, written to the tables. */
async function payable(w: World, type: RequestType = 'SmsBundleRenewalRequest'): Promise<string> {
  const [user] = await w.db.select().from(appUser).where(eq(appUser.phoneNumber, OWNER));
  const [row] = await w.db
    .insert(request)
    .values({ type, stage: 'Payment', status: 'Pending', userId: user!.id, payload: {} })
    .returning({ id: request.id });
  await w.db.insert(bill).values({
    requestId: row!.id,
    lineItems: [],
    appliedDiscounts: [],
    totalBeforeDiscounts: 100,
    total: 100,
  });
  return row!.id;
}

const payBody = (requestId: string) => ({
  requestId,
  language: 'ar',
  savedCards: true,
  callBackUrl: `http://localhost/track-accounts?${'x'.repeat(1960)}`,
});

const family = (kind: string): WorstRequest[] => [
  {
    endpoint: `POST /api/app/${kind}`,
    status: 200,
    prepare: async (w) => {
      const { headers, body } = await bodies[kind]!(w);
      return { method: 'POST', url: `/api/app/${kind}`, headers, payload: body };
    },
  },
  {
    endpoint: `POST /api/app/${kind}/tempBill`,
    status: 200,
    prepare: async (w) => {
      const { headers, body } = await bodies[kind]!(w);
      return { method: 'POST', url: `/api/app/${kind}/tempBill`, headers, payload: body };
    },
  },
  {
    endpoint: `POST /api/app/${kind}/payment`,
    status: 200,
    prepare: async (w) => ({
      method: 'POST',
      url: `/api/app/${kind}/payment`,
      headers: w.as.owner,
      payload: payBody(await payable(w, TYPES[kind])),
    }),
  },
];

const newRequest = async (w: World, kind: string, body: object): Promise<string> => {
  const res = await w.call('POST', `/api/app/${kind}`, w.as.stranger, body);
  if (res.statusCode !== 200) throw new Error(`${kind}: ${res.statusCode} ${res.body}`);
  return res.body;
};

/** A sandbox payment of the owner for one payable request: its id (from the page's URL). */
async function pendingPayment(w: World): Promise<string> {
  const res = await w.call('POST', '/api/app/payment/payMultipleRequests', w.as.owner, {
    requestIds: [await payable(w)],
  });
  if (res.statusCode !== 200) throw new Error(`pay: ${res.statusCode} ${res.body}`);
  return new URL(res.body).pathname.split('/').pop()!;
}

const admin = (w: World, method: Call['method'], url: string): Call => ({
  method,
  url,
  headers: w.admin,
});

export const commerceRequests: WorstRequest[] = [
  ...Object.keys(bodies).flatMap(family),
  {
    endpoint: 'POST /api/app/businessAccountSubscriptionRequest/tempBillWithoutVehiclesData',
    status: 200,
    prepare: async (w) => ({
      method: 'POST',
      url: '/api/app/businessAccountSubscriptionRequest/tempBillWithoutVehiclesData',
      headers: w.as.stranger,
      payload: {
        subscriptionPlanKey: 'platinum',
        promoCode: PROMO,
        smsBundleId: await bundleId(w),
        subscriptionDurationInMonths: 12,
        vehicleCount: 1000,
        deviceCount: 1000,
      },
    }),
  },
  {
    endpoint: 'POST /api/app/request/:id/cancel',
    status: 204,
    prepare: async (w) => {
      const id = await newRequest(w, 'personalAccountSubscriptionRequest', subscription(false));
      return { method: 'POST', url: `/api/app/request/${id}/cancel`, headers: w.as.stranger };
    },
  },
  {
    endpoint: 'POST /api/app/request/:id/advance',
    status: 200,
    prepare: async (w) => {
      // Paid and installed: the next step finishes it, making the account and its 1000 vehicles.
      const id = await newRequest(w, 'businessAccountSubscriptionRequest', subscription(true));
      await transitionRequest(w.db, id, 'Payment');
      await markRequestsPaid(w.db, [id]);
      const installing = await advanceRequest(w.db, id);
      if (installing.stage !== 'DeviceInstallation') throw new Error(installing.stage);
      return admin(w, 'POST', `/api/app/request/${id}/advance`);
    },
  },
  {
    endpoint: 'POST /api/app/payment/payMultipleRequests',
    status: 200,
    prepare: async (w) => {
      const ids = [];
      for (let i = 0; i < 50; i += 1) ids.push(await payable(w));
      const { requestId: _, ...rest } = payBody(ids[0]!);
      return {
        method: 'POST',
        url: '/api/app/payment/payMultipleRequests',
        headers: w.as.owner,
        payload: { ...rest, requestIds: ids },
      };
    },
  },
  {
    endpoint: 'POST /api/app/payment/payDev',
    status: 200,
    prepare: async (w) => ({
      method: 'POST',
      url: '/api/app/payment/payDev',
      headers: w.as.owner,
      payload: { requestId: await payable(w) },
    }),
  },
  {
    endpoint: 'POST /api/app/payment/reversalPaymentDev/:id',
    status: 200,
    prepare: async (w) => {
      const paid = await w.call('POST', '/api/app/payment/payDev', w.as.owner, {
        requestId: await payable(w),
      });
      const url = `/api/app/payment/reversalPaymentDev/${paid.body}`;
      return { method: 'POST', url, headers: w.as.owner };
    },
  },
  {
    endpoint: 'POST /api/app/payment/notify',
    status: 204,
    prepare: async (w) => {
      const secret = await loadPaymentSecret(w.db);
      const { body, signature } = makeNotification(secret, await pendingPayment(w), 'Paid');
      return {
        method: 'POST',
        url: '/api/app/payment/notify',
        headers: { [SIGNATURE_HEADER]: signature },
        payload: body,
      };
    },
  },
];
