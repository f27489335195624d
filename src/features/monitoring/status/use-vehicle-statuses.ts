import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  SETTING_NO_SIGNAL_AFTER_MINUTES,
  SETTING_PARKED_AFTER_MINUTES,
} from '../../../api/contract/monitoring.ts';
import { appStateQuery } from '../../../api/app-state';
import type { LivePositions } from '../api/live-locations';
import {
  DEFAULT_THRESHOLDS,
  remember,
  statusOf,
  type StatusMemory,
  type StatusThresholds,
  type VehicleStatus,
} from './vehicle-status';

export interface VehicleState {
  status: VehicleStatus;
  /** Degrees from north while moving (from the last two distinct fixes), else null. */
  heading: number | null;
  /** Epoch ms since when it has stood still; null while moving. */
  stillSince: number | null;
  /** The epoch ms this state holds at (the last poll or tick): "now" for relative times. */
  at: number;
}

/** Statuses age without a poll (offline, no signal): looked at again this often. */
const TICK_MS = 30_000;

const minutes = (raw: string | null | undefined, fallback: number) => {
  const n = Number(raw);
  return raw && Number.isFinite(n) && n > 0 ? n : fallback;
};

/** The status thresholds from the server settings (GoTrack.Monitoring.*), else the defaults. */
export function useStatusThresholds(): StatusThresholds {
  // Read from the cache the app loaded at start, never fetched (nor suspended on) from here.
  const { i18n } = useLingui();
  const values = useQuery({ ...appStateQuery(i18n.locale), enabled: false }).data?.setting.values;
  const parked = values?.[SETTING_PARKED_AFTER_MINUTES];
  const silent = values?.[SETTING_NO_SIGNAL_AFTER_MINUTES];
  return useMemo(
    () => ({
      parkedAfterMinutes: minutes(parked, DEFAULT_THRESHOLDS.parkedAfterMinutes),
      noSignalAfterMinutes: minutes(silent, DEFAULT_THRESHOLDS.noSignalAfterMinutes),
    }),
    [parked, silent],
  );
}

/**
 * What the client remembers per vehicle across polls (`remember`): the poll gives only the last
 * fix, so how long a vehicle has stood still and which way it heads are kept here, in memory.
 * Observing the same poll again changes nothing.
 */
function createTracker() {
  const memory = new Map<string, StatusMemory>();
  let seen: LivePositions | undefined;
  return {
    observe(positions: LivePositions | undefined, now: number): ReadonlyMap<string, StatusMemory> {
      if (positions && positions !== seen) {
        seen = positions;
        for (const [id, position] of Object.entries(positions)) {
          memory.set(id, remember(memory.get(id), position, now));
        }
      }
      return memory;
    },
  };
}

/**
 * Each vehicle's status, as of the last poll (`pollAt`) or the last tick, whichever is later:
 * statuses also age without a poll (offline, a silent vehicle).
 */
export function useVehicleStatuses(positions: LivePositions | undefined, pollAt: number) {
  const thresholds = useStatusThresholds();
  const [tracker] = useState(createTracker);
  const [tickAt, setTickAt] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setTickAt(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const now = Math.max(tickAt, pollAt);

  const states = useMemo(() => {
    const memory = tracker.observe(positions, now);
    const result = new Map<string, VehicleState>();
    for (const [id, position] of Object.entries(positions ?? {})) {
      const remembered = memory.get(id);
      const status = statusOf(remembered, now, thresholds);
      if (!remembered || !status) continue;
      result.set(id, {
        status,
        at: now,
        heading: status === 'moving' ? remembered.heading : null,
        stillSince:
          status === 'moving' ? null : (remembered.stillSince ?? Date.parse(position.time)),
      });
    }
    return result;
  }, [tracker, positions, now, thresholds]);
  return { states, now };
}
