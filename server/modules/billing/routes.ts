import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getFakeBill,
  getRequestBill,
  getRequestFakeBill,
  type Bill,
} from '../../../src/api/contract/billing.ts';
import { authenticatedRoutes, requireUser } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/route.ts';
import { cultureFromAcceptLanguage } from '../abp/culture.ts';
import type { BillDraft } from './compute.ts';
import { quote } from './quote.ts';
import { billDto, ownRequestWithBill, purchaseOfBill } from './stored.ts';

const cultureOf = (req: FastifyRequest) =>
  cultureFromAcceptLanguage(req.headers['accept-language']);

const draftDto = (draft: BillDraft): Bill => ({
  status: 'Draft',
  billLineItems: draft.lineItems,
  appliedDiscounts: draft.appliedDiscounts,
  total: draft.total,
  totalBeforeDiscounts: draft.totalBeforeDiscounts,
});

/**
 * Bills (spec part 1 §7): a request's bill for its owner, a quote for any signed-in user, and a
 * request's bill priced again today. Quotes store nothing and never use up a promo code.
 */
export function billRoutes(app: FastifyInstance, db: Db): void {
  authenticatedRoutes(app, (scope) => {
    route(scope, getRequestBill, async (req) => {
      const user = requireUser(req);
      const row = await ownRequestWithBill(db, req.params.id, user.userId);
      return billDto(db, row.bill, cultureOf(req));
    });

    route(scope, getFakeBill, async (req) => {
      requireUser(req);
      const q = req.query;
      const draft = await quote(
        db,
        {
          ...(q.planKey?.trim() && { planKey: q.planKey.trim() }),
          months: q.months,
          ...(q.vehicleCount !== undefined && { vehicleCount: q.vehicleCount }),
          ...(q.deviceCount !== undefined && { deviceCount: q.deviceCount }),
          ...(q.smsBundleId && { smsBundleId: q.smsBundleId }),
          ...(q.promoCode !== undefined && { promoCode: q.promoCode }),
        },
        cultureOf(req),
      );
      return draftDto(draft);
    });

    route(scope, getRequestFakeBill, async (req) => {
      const user = requireUser(req);
      const row = await ownRequestWithBill(db, req.params.id, user.userId);
      const purchase = purchaseOfBill(row.bill, row.request.payload);
      const draft = await quote(db, purchase, cultureOf(req), new Date(), { promoReserved: true });
      return draftDto(draft);
    });
  });
}
