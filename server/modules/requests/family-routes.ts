import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Endpoint } from '../../../src/api/contract/endpoint.ts';
import {
  addVehiclesRequests,
  businessRequests,
  personalRequests,
  renewRequests,
  smsBundleRenewalRequests,
  type RequestPaymentBody,
  type RequestType,
} from '../../../src/api/contract/requests.ts';
import { requireUser } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { BusinessError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { cultureFromAcceptLanguage } from '../abp/culture.ts';
import { requireAccountOwner, findVisibleRequest } from './access.ts';
import { quote } from '../billing/quote.ts';
import { createRequest } from './create.ts';
import { toRequestDtos } from './dto.ts';
import type { RenewalPayload } from './model.ts';
import { idempotencyKeyOf as idempotencyKey } from '../../http/idempotency.ts';
import type { StartPaymentInput } from '../payments/service.ts';
import { purchaseFor } from './purchase.ts';
import { withRemovedVehicles } from './renew-routes.ts';

/** Starts a payment for the caller's requests (payments module's `startPayment`), → page URL. */
export type StartPayment = (input: StartPaymentInput) => Promise<string>;

export const PAYMENT_UNAVAILABLE = 'Electronic payment is not available.';

interface Family {
  type: RequestType;
  create: Endpoint;
  tempBill: Endpoint;
  payment: Endpoint;
  /** The three account families act on an account the caller owns. */
  onAccount: boolean;
}

const FAMILIES: Family[] = [
  { type: 'PersonalAccountSubscription', ...personalRequests, onAccount: false },
  { type: 'BusinessAccountSubscription', ...businessRequests, onAccount: false },
  { type: 'SmsBundleRenewalRequest', ...smsBundleRenewalRequests, onAccount: true },
  { type: 'AddVehiclesRequest', ...addVehiclesRequests, onAccount: true },
  { type: 'RenewSubscription', ...renewRequests, onAccount: true },
];

const culture = (req: FastifyRequest) => cultureFromAcceptLanguage(req.headers['accept-language']);

/** POST create, tempBill and payment of every family (spec part 1 §7 request families). */
export function familyRoutes(scope: FastifyInstance, db: Db, startPayment?: StartPayment): void {
  for (const family of FAMILIES) {
    const account = async (req: FastifyRequest) => {
      if (!family.onAccount) return null;
      const body = req.body as { trackAccountId?: string };
      return requireAccountOwner(db, requireUser(req), body.trackAccountId);
    };

    route(scope, family.create, async (req) => {
      const user = requireUser(req);
      const accountId = await account(req);
      const form =
        family.type === 'RenewSubscription'
          ? await withRemovedVehicles(db, accountId!, req.body as RenewalPayload)
          : req.body;
      return createRequest(db, {
        user,
        type: family.type,
        form,
        trackAccountId: accountId,
        culture: culture(req),
        idempotencyKey: idempotencyKey(req),
      });
    });

    route(scope, family.tempBill, async (req) => {
      const now = new Date();
      const accountId = await account(req);
      const tenantId = requireUser(req).tenantId;
      const purchase = await purchaseFor(db, family.type, req.body, accountId, now, tenantId);
      const draft = await quote(db, purchase, culture(req), now);
      return {
        status: 'Draft',
        billLineItems: draft.lineItems,
        appliedDiscounts: draft.appliedDiscounts,
        total: draft.total,
        totalBeforeDiscounts: draft.totalBeforeDiscounts,
      };
    });

    route(scope, family.payment, async (req) => {
      const user = requireUser(req);
      const body = req.body as Required<RequestPaymentBody>;
      await findVisibleRequest(db, user, body.requestId, family.type);
      if (!startPayment) throw new BusinessError(PAYMENT_UNAVAILABLE);
      return startPayment({
        userId: user.userId,
        requestIds: [body.requestId],
        language: body.language,
        callbackUrl: body.callBackUrl ?? null,
        idempotencyKey: idempotencyKey(req),
      });
    });
  }

  route(scope, businessRequests.tempBillWithoutVehiclesData, async (req) => {
    const now = new Date();
    const b = req.body;
    const draft = await quote(
      db,
      {
        planKey: b.subscriptionPlanKey,
        months: b.subscriptionDurationInMonths,
        vehicleCount: b.vehicleCount,
        deviceCount: b.deviceCount,
        smsBundleId: b.smsBundleId,
        promoCode: b.promoCode,
      },
      culture(req),
      now,
    );
    return {
      status: 'Draft' as const,
      billLineItems: draft.lineItems,
      appliedDiscounts: draft.appliedDiscounts,
      total: draft.total,
      totalBeforeDiscounts: draft.totalBeforeDiscounts,
    };
  });

  const one = async (req: FastifyRequest, id: string, type: RequestType) => {
    const row = await findVisibleRequest(db, requireUser(req), id, type);
    return (await toRequestDtos(db, [row], culture(req)))[0]!;
  };
  route(scope, personalRequests.get, (req) =>
    one(req, req.params.id, 'PersonalAccountSubscription'),
  );
  route(scope, businessRequests.get, (req) =>
    one(req, req.params.id, 'BusinessAccountSubscription'),
  );
  route(scope, smsBundleRenewalRequests.get, (req) =>
    one(req, req.query.requestId, 'SmsBundleRenewalRequest'),
  );
  route(scope, addVehiclesRequests.get, (req) => one(req, req.params.id, 'AddVehiclesRequest'));
  route(scope, renewRequests.get, (req) => one(req, req.params.id, 'RenewSubscription'));
}
