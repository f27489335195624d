import { queryOptions } from '@tanstack/react-query';
import { getLiveLocations, type PositionValue } from '../../../api/contract/monitoring.ts';
import { call } from '../../../api/http.ts';
import { monitoringQueries } from './query-keys';

/** Spec part 2 §4, §9: live location is re-polled every 5 seconds. */
export const LIVE_POLL_MS = 5000;

/** The latest position of each vehicle, by vehicle id (`warpGtses[0].values[0]`, spec §3). */
export type LivePositions = Record<string, PositionValue>;

/**
 * POST /api/app/monitoring/liveLocation for every visible vehicle (an empty `vehicleIds` asks for
 * all). TanStack Query stops the interval while the tab is hidden and refetches as soon as it is
 * visible again (the answer is stale by then). Failures are silent: a lost poll is retried 5 s
 * later and the last positions stay on the map, with the offline banner when the network is gone.
 */
export const liveLocationsQuery = (accountId: string) =>
  queryOptions({
    queryKey: monitoringQueries.live(accountId),
    queryFn: async ({ signal }): Promise<LivePositions> => {
      const answer = await call(getLiveLocations, {
        body: { onlySpeed: true, vehicleIds: [] },
        signal,
        silent: true,
        background: true,
      });
      const positions: LivePositions = {};
      for (const item of answer.items) {
        const latest = item.warpGtses[0]?.values[0];
        if (latest) positions[item.vehicleId] = latest;
      }
      return positions;
    },
    refetchInterval: LIVE_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: LIVE_POLL_MS - 500,
    retry: false,
  });
