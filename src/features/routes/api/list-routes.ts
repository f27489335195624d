import { queryOptions } from '@tanstack/react-query';
import { listRoutes, ROUTES_PAGE_SIZE } from '../../../api/contract/routes.ts';
import { call } from '../../../api/http.ts';
import { routeQueries } from './query-keys';

/** Spec part 2 §9: the route dialogs ask for up to 100 routes. */
export const ROUTE_DIALOG_PAGE_SIZE = 100;

/**
 * GET /api/app/route: the account's first `size` routes by name, each with its line and stop
 * points (one page: 1000 on the routes screen, spec §9).
 */
export const routesQuery = (accountId: string, size: number = ROUTES_PAGE_SIZE) =>
  queryOptions({
    queryKey: routeQueries.list(accountId, size),
    queryFn: ({ signal }) =>
      call(listRoutes, { query: { skipCount: 0, maxResultCount: size }, signal }),
  });
