import { queryOptions } from '@tanstack/react-query';
import {
  getLiveLocations,
  type LiveLocation,
  type PositionValue,
  type TrackerAttributes,
} from '../../../api/contract/monitoring.ts';
import { monitoringQueries } from './query-keys';
import { call } from '../../../api/http.ts';
import type { revalidatingPost } from './revalidating-post';

/** Spec part 2 §4, §9: live location is re-polled every 5 seconds. */
export const LIVE_POLL_MS = 5000;

/** A vehicle's latest position, with the figures its tracker last sent when it sent any. */
export type LivePosition = PositionValue & { attributes?: TrackerAttributes };

/** The latest position of each vehicle, by vehicle id (`warpGtses[0].values[0]`, spec §3). */
export type LivePositions = Record<string, LivePosition>;

const BODY = { onlySpeed: true, vehicleIds: [] };

/**
 * Polls revalidate (./revalidating-post.ts: a poll when no vehicle moved is a 304 of headers
 * only and returns the same positions object). Its code is not needed for the map's first
 * paint, and the map route has no bytes to spare: the first poll goes through `call()` and the
 * second loads it.
 */
let revalidating: { revalidatingPost: typeof revalidatingPost } | undefined;
let polledOnce = false;

function toPositions(answer: { items: LiveLocation[] }): LivePositions {
  const positions: LivePositions = {};
  for (const item of answer.items) {
    const latest = item.warpGtses[0]?.values[0];
    if (latest) positions[item.vehicleId] = { ...latest, attributes: item.attributes };
  }
  return positions;
}

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
      if (revalidating) {
        return revalidating.revalidatingPost(
          getLiveLocations,
          BODY,
          `live:${accountId}`,
          toPositions,
          signal,
        );
      }
      if (polledOnce) void import('./revalidating-post').then((m) => (revalidating = m));
      polledOnce = true;
      return toPositions(
        await call(getLiveLocations, { body: BODY, signal, silent: true, background: true }),
      );
    },
    refetchInterval: LIVE_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: LIVE_POLL_MS - 500,
    retry: false,
  });
