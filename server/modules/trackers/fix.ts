import type { TrackerAttributes } from '../ingest/attributes.ts';
import { MAX_FUTURE_MS, MIN_TIME, type OsmAndFix } from '../ingest/osmand.ts';

/** One position as a tracker decoder reads it, before the checks the ingest applies to all. */
export interface TrackerPosition {
  timeMs: number;
  lat: number;
  lon: number;
  speedKmh: number;
  bearing: number | null;
  altitude: number | null;
  attributes?: TrackerAttributes;
}

/** Speeds above this are a corrupt reading, as for OsmAnd (ingest/osmand.ts). */
const MAX_SPEED_KMH = 1000;

/**
 * The fix to store, or null for a position not worth storing: the same rules as OsmAnd's
 * (dates from 2000 to a minute ahead, a clock running ahead stored at arrival time, coordinates
 * in range), and (0, 0) — a tracker that never had a fix. A tracker whose GPS lost its fix
 * sends its last known coordinates: stored, the vehicle is still there as far as anyone knows.
 */
export function trackerFix(
  deviceId: string,
  p: TrackerPosition,
  now = Date.now(),
): OsmAndFix | null {
  if (!Number.isFinite(p.timeMs) || p.timeMs < MIN_TIME || p.timeMs > now + MAX_FUTURE_MS) {
    return null;
  }
  if (!(Math.abs(p.lat) <= 90 && Math.abs(p.lon) <= 180) || (p.lat === 0 && p.lon === 0)) {
    return null;
  }
  if (!(p.speedKmh >= 0 && p.speedKmh <= MAX_SPEED_KMH)) return null;
  const bearing = p.bearing !== null && p.bearing >= 0 && p.bearing <= 360 ? p.bearing : null;
  return {
    deviceId,
    key: null,
    time: new Date(Math.min(p.timeMs, now)),
    lat: p.lat,
    lon: p.lon,
    speed: p.speedKmh,
    bearing,
    altitude: p.altitude,
    accuracy: null,
    ...(p.attributes ? { attributes: p.attributes } : {}),
  };
}
