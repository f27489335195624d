import { queryOptions } from '@tanstack/react-query';
import { getRoute } from '../../../api/contract/routes.ts';
import { call } from '../../../api/http.ts';
import { routeQueries } from './query-keys';

/** GET /api/app/route/{id}: one route with its line and stop points. */
export const routeQuery = (accountId: string, id: string) =>
  queryOptions({
    queryKey: routeQueries.detail(accountId, id),
    queryFn: ({ signal }) => call(getRoute, { params: { id }, signal }),
  });
