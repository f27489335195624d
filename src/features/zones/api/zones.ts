import { queryOptions } from '@tanstack/react-query';
import { GEO_ZONES_PAGE_SIZE, getGeoZone, listGeoZones } from '../../../api/contract/geo-zones.ts';
import { decodeLine } from '../../../api/contract/geometry.ts';
import { call } from '../../../api/http.ts';
import { zoneQueries } from './query-keys';

/** GET /api/app/geoZone: the account's zones by name, up to 1000 (spec part 2 §9), one page. */
export const zonesQuery = (accountId: string) =>
  queryOptions({
    queryKey: zoneQueries.list(accountId),
    queryFn: ({ signal }) =>
      call(listGeoZones, {
        query: { skipCount: 0, maxResultCount: GEO_ZONES_PAGE_SIZE },
        signal,
      }),
  });

/** GET /api/app/geoZone/{id}, read when its panel opens; its outline decoded to points. */
export const zoneQuery = (accountId: string, id: string) =>
  queryOptions({
    queryKey: zoneQueries.detail(accountId, id),
    queryFn: ({ signal }) => call(getGeoZone, { params: { id }, signal }),
    select: (zone) => ({ ...zone, ring: decodeLine(zone.polyLine.line) }),
  });
