import { queryOptions } from '@tanstack/react-query';
import { listGeoNodes } from '../../../../api/contract/catalogue.ts';
import { call } from '../../../../api/http.ts';
import { createQueries } from './query-keys';

/** GET /api/app/geoNode — every node, flat (parents first); the form builds the cascade. */
export const geoNodesQuery = (locale: string) =>
  queryOptions({
    queryKey: createQueries.geoNodes(locale),
    queryFn: ({ signal }) => call(listGeoNodes, { query: {}, signal }),
    // Places hardly change: one load per session is plenty.
    staleTime: 60 * 60 * 1000,
  });
