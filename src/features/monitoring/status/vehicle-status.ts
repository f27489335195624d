// What a vehicle is doing, from its last reports (issue 18). Pure: the live map keeps the
// per-vehicle memory (`StatusMemory`) across polls and passes the clock in.

export type VehicleStatus = 'moving' | 'stopped' | 'parked' | 'noSignal';

export interface StatusThresholds {
  /** A vehicle at speed 0 this long is parked, before that it is stopped. */
  parkedAfterMinutes: number;
  /** No report for this long: no signal, whatever the last report said. */
  noSignalAfterMinutes: number;
}

/**
 * Defaults of the server settings GoTrack.Monitoring.ParkedAfterMinutes and
 * GoTrack.Monitoring.NoSignalAfterMinutes. Parked from 15 minutes on, so a halt of a few minutes
 * (traffic, a delivery, a 10-minute stop) reads "stopped", and a vehicle left for the night
 * "parked"; trip reports end a trip after a 5-minute stop, which is about trips, not the map.
 */
export const DEFAULT_THRESHOLDS: StatusThresholds = {
  parkedAfterMinutes: 15,
  noSignalAfterMinutes: 30,
};

/**
 * A report with speed > 0 older than this no longer means "moving": trackers send every few
 * seconds on the move, and one that has gone quiet has most likely stopped (ignition off).
 */
export const MOVING_FRESH_MS = 5 * 60_000;

const MINUTE = 60_000;

export interface Report {
  /** ISO time of the fix. */
  time: string;
  speed: number;
  latitude: number;
  longitude: number;
}

/** What the client remembers of one vehicle between polls. */
export interface StatusMemory {
  /** The fix last seen (a repeated poll of the same fix changes nothing). */
  last: Report;
  /** Epoch ms since when the vehicle has not moved; null while it moves. */
  stillSince: number | null;
  /** Degrees clockwise from north, from the last two distinct fixes; null until known. */
  heading: number | null;
}

/** Moving reports: speed above 0 and fresh (`MOVING_FRESH_MS`). */
const movingReport = (r: Report, now: number) =>
  r.speed > 0 && now - Date.parse(r.time) < MOVING_FRESH_MS;

/**
 * The memory after one more poll. The stop starts at the first fix seen at speed 0 (or at the
 * moving fix itself once it is stale): a vehicle seen stopped on the first poll has been still
 * at least since that fix, which is all the live poll can tell.
 */
export function remember(
  previous: StatusMemory | undefined,
  report: Report,
  now: number,
): StatusMemory {
  if (previous && previous.last.time === report.time && previous.stillSince !== null) {
    return previous;
  }
  const moving = movingReport(report, now);
  const at = Date.parse(report.time);
  const stillSince = moving ? null : (previous?.stillSince ?? at);
  let heading = previous?.heading ?? null;
  if (previous && previous.last !== report) {
    heading = bearing(previous.last, report) ?? heading;
  }
  return { last: report, stillSince, heading };
}

/** The vehicle's status now; `undefined` when it has never reported. */
export function statusOf(
  memory: StatusMemory | undefined,
  now: number,
  thresholds: StatusThresholds = DEFAULT_THRESHOLDS,
): VehicleStatus | undefined {
  if (!memory) return undefined;
  const age = now - Date.parse(memory.last.time);
  if (age >= thresholds.noSignalAfterMinutes * MINUTE) return 'noSignal';
  if (memory.stillSince === null && movingReport(memory.last, now)) return 'moving';
  const still = now - (memory.stillSince ?? Date.parse(memory.last.time));
  return still >= thresholds.parkedAfterMinutes * MINUTE ? 'parked' : 'stopped';
}

/** Moves under this many metres are GPS noise, not a direction. */
const MIN_MOVE_M = 5;
const R = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Initial bearing from `a` to `b` in degrees, or null when they are too close to tell. */
export function bearing(a: Report, b: Report): number | null {
  const φ1 = rad(a.latitude);
  const φ2 = rad(b.latitude);
  const Δλ = rad(b.longitude - a.longitude);
  const dφ = φ2 - φ1;
  // Equirectangular distance: exact enough for the few metres that matter here.
  const x = Δλ * Math.cos((φ1 + φ2) / 2);
  if (Math.hypot(x, dφ) * R < MIN_MOVE_M) return null;
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const z = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return ((((Math.atan2(y, z) * 180) / Math.PI) % 360) + 360) % 360;
}
