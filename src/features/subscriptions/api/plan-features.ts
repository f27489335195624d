import { queryOptions } from '@tanstack/react-query';
import { getSubscriptionPlanFeatures } from '../../../api/contract/catalogue.ts';
import { call } from '../../../api/http.ts';
import { subscriptionQueries } from './query-keys';

/** GET /api/app/subscriptionPlan/features — which features plan `planKey` turns on. */
export const planFeaturesQuery = (planKey: string, locale: string) =>
  queryOptions({
    queryKey: subscriptionQueries.planFeatures(planKey, locale),
    queryFn: ({ signal }) =>
      call(getSubscriptionPlanFeatures, { query: { subscriptionPlanKey: planKey }, signal }),
  });
