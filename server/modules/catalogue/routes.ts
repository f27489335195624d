import { and, asc, count, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getSmsBundle,
  getSubscriptionPlanFeatures,
  listDurationDiscounts,
  listGeoNodes,
  listSmsBundles,
  listSubscriptionPlans,
} from '../../../src/api/contract/catalogue.ts';
import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import { authenticatedRoutes } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import {
  durationDiscount,
  geoNode,
  smsBundle,
  subscriptionPlan,
  subscriptionPlanFeature,
} from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { cultureFromAcceptLanguage } from '../abp/culture.ts';
import { FEATURE_NAMES } from './data/products.ts';
import { localized } from './names.ts';

const cultureOf = (req: FastifyRequest) =>
  cultureFromAcceptLanguage(req.headers['accept-language']);

type BundleRow = typeof smsBundle.$inferSelect;

/**
 * The catalogue reads of spec part 1 §7. Any signed-in user may read them (the portal asks only
 * after sign-in; ABP app services are [Authorize] by default); names follow Accept-Language.
 */
export function catalogueRoutes(app: FastifyInstance, db: Db): void {
  const bundleDto = (r: BundleRow, req: FastifyRequest) => ({
    id: r.id,
    name: localized(r, cultureOf(req)),
    messagesCount: r.messagesCount,
    price: r.price,
  });

  authenticatedRoutes(app, (scope) => {
    route(scope, listSubscriptionPlans, async (req) => {
      const rows = await db
        .select()
        .from(subscriptionPlan)
        .where(eq(subscriptionPlan.isActive, true))
        .orderBy(asc(subscriptionPlan.sortOrder), asc(subscriptionPlan.key));
      const culture = cultureOf(req);
      return {
        items: rows.map((p) => ({
          key: p.key,
          localizedName: localized(p, culture),
          price: p.price,
          userCount: p.userCount,
          ...(p.relatedDurationMonths?.length && {
            relatedSubscriptionDurationMonths: p.relatedDurationMonths,
          }),
        })),
      };
    });

    // Every GoTrack.* feature the portal knows, ticked or crossed, then any other the plan has.
    route(scope, getSubscriptionPlanFeatures, async (req) => {
      const key = req.query.subscriptionPlanKey;
      const [plan] = await db
        .select({ key: subscriptionPlan.key })
        .from(subscriptionPlan)
        .where(eq(subscriptionPlan.key, key));
      if (!plan) throw new NotFoundError();
      const rows = await db
        .select()
        .from(subscriptionPlanFeature)
        .where(eq(subscriptionPlanFeature.planKey, key))
        .orderBy(asc(subscriptionPlanFeature.featureName));
      const values = new Map(rows.map((r) => [r.featureName, r.value]));
      const names = [...Object.values(FEATURES), ...values.keys()];
      const culture = cultureOf(req);
      return {
        items: [...new Set(names)].map((name) => ({
          name,
          displayName: FEATURE_NAMES[name]?.[culture] ?? name,
          value: values.get(name) ?? 'False',
        })),
      };
    });

    route(scope, listDurationDiscounts, async () => ({
      items: await db
        .select({
          months: durationDiscount.months,
          value: durationDiscount.value,
          isPercentage: durationDiscount.isPercentage,
        })
        .from(durationDiscount)
        .orderBy(asc(durationDiscount.months)),
    }));

    route(scope, listGeoNodes, async (req) => {
      const where: (SQL | undefined)[] = [
        // Shared nodes plus the caller's tenant's own.
        req.tenantId
          ? or(isNull(geoNode.tenantId), eq(geoNode.tenantId, req.tenantId))
          : isNull(geoNode.tenantId),
        req.query.parentId !== undefined ? eq(geoNode.parentId, req.query.parentId) : undefined,
        req.query.type ? eq(geoNode.type, req.query.type) : undefined,
      ];
      const culture = cultureOf(req);
      const rows = await db
        .select()
        .from(geoNode)
        .where(and(...where));
      const rank = (t: string) => ['Country', 'Governorate', 'City', 'Area'].indexOf(t);
      const items = rows.map((r) => ({
        nodeId: r.id,
        name: r.name,
        displayName: localized(r, culture),
        type: r.type,
        parentId: r.parentId,
      }));
      // Countries first ("the default country is the first node", spec §9), then by name.
      items.sort(
        (a, b) =>
          rank(a.type) - rank(b.type) ||
          a.displayName.localeCompare(b.displayName, culture) ||
          a.nodeId.localeCompare(b.nodeId),
      );
      return { items };
    });

    route(scope, listSmsBundles, async (req) => {
      const rows = await db
        .select()
        .from(smsBundle)
        .orderBy(asc(smsBundle.messagesCount), asc(smsBundle.id))
        .offset(req.query.skipCount)
        .limit(req.query.maxResultCount);
      const [total] = await db.select({ n: count() }).from(smsBundle);
      return { items: rows.map((r) => bundleDto(r, req)), totalCount: total?.n ?? 0 };
    });

    route(scope, getSmsBundle, async (req) => {
      const [row] = await db.select().from(smsBundle).where(eq(smsBundle.id, req.params.id));
      if (!row) throw new NotFoundError();
      return bundleDto(row, req);
    });
  });
}
