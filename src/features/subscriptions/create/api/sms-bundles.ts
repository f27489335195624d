import { queryOptions } from '@tanstack/react-query';
import { listSmsBundles } from '../../../../api/contract/catalogue.ts';
import { call } from '../../../../api/http.ts';
import { createQueries } from './query-keys';

/** GET /api/app/smsBundle — all bundles (spec §9: lists in these flows take up to 999). */
export const smsBundlesQuery = (locale: string) =>
  queryOptions({
    queryKey: createQueries.smsBundles(locale),
    queryFn: ({ signal }) =>
      call(listSmsBundles, { query: { skipCount: 0, maxResultCount: 999 }, signal }),
  });
