import { queryOptions } from '@tanstack/react-query';
import { listSubscriptionPlans } from '../../../api/contract/catalogue.ts';
import { call } from '../../../api/http.ts';
import { subscriptionQueries } from './query-keys';

/** GET /api/app/subscriptionPlan — the plans on sale (a handful; not paged). */
export const plansQuery = (locale: string) =>
  queryOptions({
    queryKey: subscriptionQueries.plans(locale),
    queryFn: ({ signal }) => call(listSubscriptionPlans, { signal }),
  });
