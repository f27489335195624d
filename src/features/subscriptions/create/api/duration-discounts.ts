import { queryOptions } from '@tanstack/react-query';
import { listDurationDiscounts } from '../../../../api/contract/catalogue.ts';
import { call } from '../../../../api/http.ts';
import { createQueries } from './query-keys';

/** GET /api/app/discount/subscriptionDurationDiscounts — the hint per month count. */
export const durationDiscountsQuery = () =>
  queryOptions({
    queryKey: createQueries.durationDiscounts(),
    queryFn: ({ signal }) => call(listDurationDiscounts, { signal }),
  });
