import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { guid, idParams, listResult, pagedQuery, pagedResult } from './common.ts';

// What customers can buy and where they are (spec part 1 §3 "Plan", "Duration discount", "SMS
// bundle", "Geo node"; §7 product calls). Names arrive localized by Accept-Language. Non-paged
// lists are ABP's ListResultDto ({items}); SMS bundles are paged like the portal asks for them.

export const subscriptionPlan = z.object({
  key: z.string(),
  localizedName: z.string(),
  /** SP per vehicle per month. */
  price: z.number(),
  userCount: z.number().check(z.int()),
  /** Durations (months) the plan is sold for; absent → any of 1…12. */
  relatedSubscriptionDurationMonths: z.nullish(z.array(z.number().check(z.int()))),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;

/** A GoTrack.* feature and whether the plan turns it on ("True" / "False"). */
export const planFeature = z.object({
  name: z.string(),
  displayName: z.string(),
  value: z.string(),
});
export type PlanFeature = z.infer<typeof planFeature>;

/** `value` is a fraction (0.05 = 5 %, shown as value × 100) or an amount in SP. */
export const durationDiscount = z.object({
  months: z.number().check(z.int()),
  value: z.number(),
  isPercentage: z.boolean(),
});
export type DurationDiscount = z.infer<typeof durationDiscount>;

export const smsBundle = z.object({
  id: guid,
  name: z.string(),
  messagesCount: z.number().check(z.int()),
  price: z.number(),
});
export type SmsBundle = z.infer<typeof smsBundle>;

export const GEO_NODE_TYPES = ['Country', 'Governorate', 'City', 'Area'] as const;
export const geoNodeType = z.enum(GEO_NODE_TYPES);
export type GeoNodeType = z.infer<typeof geoNodeType>;

export const geoNode = z.object({
  nodeId: z.string(),
  /** Stable English key (e.g. "RifDimashq"). */
  name: z.string(),
  displayName: z.string(),
  type: geoNodeType,
  parentId: z.nullable(z.string()),
});
export type GeoNode = z.infer<typeof geoNode>;

export const listSubscriptionPlans = endpoint({
  method: 'GET',
  path: '/api/app/subscriptionPlan',
  response: listResult(subscriptionPlan),
});

export const getSubscriptionPlanFeatures = endpoint({
  method: 'GET',
  path: '/api/app/subscriptionPlan/features',
  query: z.object({ subscriptionPlanKey: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: listResult(planFeature),
});

export const listDurationDiscounts = endpoint({
  method: 'GET',
  path: '/api/app/discount/subscriptionDurationDiscounts',
  response: listResult(durationDiscount),
});

/** All nodes, flat (the portal builds the country → area cascade); filters are optional. */
export const listGeoNodes = endpoint({
  method: 'GET',
  path: '/api/app/geoNode',
  query: z.object({
    parentId: z.optional(z.string().check(z.maxLength(64))),
    type: z.optional(geoNodeType),
  }),
  response: listResult(geoNode),
});

export const listSmsBundles = endpoint({
  method: 'GET',
  path: '/api/app/smsBundle',
  query: pagedQuery,
  response: pagedResult(smsBundle),
});

export const getSmsBundle = endpoint({
  method: 'GET',
  path: '/api/app/smsBundle/:id',
  params: idParams,
  response: smsBundle,
});
