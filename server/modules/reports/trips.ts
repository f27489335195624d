import { haversineKm } from '../monitoring/geo.ts';

/** A stored position; tracks are given time ascending. */
export interface TimedPoint {
  time: Date;
  lat: number;
  lon: number;
  /** km/h */
  speed: number;
}

export interface Trip {
  start: TimedPoint;
  end: TimedPoint;
  distanceKm: number;
  maxSpeed: number;
}

export interface Stop {
  start: Date;
  end: Date;
  lat: number;
  lon: number;
  /** Still there at the range's last position. */
  ongoing: boolean;
}

/** Parked GPS wanders by tens of metres: within this of where it halted it has not moved. */
export const PARKED_RADIUS_KM = 0.1;
/** Less than this between two stops is parked jitter, not a trip. */
export const MIN_TRIP_KM = 0.2;

const km = (a: TimedPoint, b: TimedPoint) => haversineKm(a.lat, a.lon, b.lat, b.lon);

/** Index ranges [first, last] of the points where the vehicle stood for `minStopMs` or more. */
function stopRuns(points: readonly TimedPoint[], minStopMs: number): [number, number][] {
  const runs: [number, number][] = [];
  let i = 0;
  while (i < points.length) {
    // Position only, not reported speed: parked trackers report speed noise. A silence
    // between two points at one place (a tracker asleep while parked) counts as standing.
    let j = i;
    while (j + 1 < points.length && km(points[i]!, points[j + 1]!) <= PARKED_RADIUS_KM) j++;
    const standing = points[j]!.time.getTime() - points[i]!.time.getTime();
    if (standing >= minStopMs) {
      runs.push([i, j]);
      i = j + 1;
    } else {
      i++;
    }
  }
  return runs;
}

function legKm(points: readonly TimedPoint[], from: number, to: number): number {
  let sum = 0;
  for (let k = from + 1; k <= to; k++) sum += km(points[k - 1]!, points[k]!);
  return sum;
}

/**
 * Splits a track into trips and the stops between them. A stop is `minStopMs` or more within
 * `PARKED_RADIUS_KM` of where the vehicle halted (shorter halts — lights, traffic — stay inside
 * the trip); a trip runs from leaving one stop to reaching the next. Moves shorter than
 * `MIN_TRIP_KM` between stops, or before the first / after the last, are jitter: no trip.
 */
export function splitTrips(points: readonly TimedPoint[], minStopMs: number) {
  const runs = stopRuns(points, minStopMs);
  const last = points.length - 1;
  // Jitter between stops merges them; before the first / after the last it widens them.
  const merged: [number, number][] = [];
  for (const run of runs) {
    const prev = merged[merged.length - 1];
    if (prev && legKm(points, prev[1], run[0]) < MIN_TRIP_KM) prev[1] = run[1];
    else merged.push([...run]);
  }
  const first = merged[0];
  if (first && legKm(points, 0, first[0]) < MIN_TRIP_KM) first[0] = 0;
  const end = merged[merged.length - 1];
  if (end && legKm(points, end[1], last) < MIN_TRIP_KM) end[1] = last;

  const stops: Stop[] = merged.map(([a, b]) => ({
    start: points[a]!.time,
    end: points[b]!.time,
    lat: points[a]!.lat,
    lon: points[a]!.lon,
    ongoing: b === last,
  }));

  // Trips are the stretches between stops (and before the first, after the last).
  const bounds: [number, number][] = [];
  let from = 0;
  for (const [a, b] of merged) {
    if (a > from) bounds.push([from, a]);
    from = b;
  }
  if (from < last) bounds.push([from, last]);
  const trips: Trip[] = bounds
    .map(([a, b]) => ({
      start: points[a]!,
      end: points[b]!,
      distanceKm: legKm(points, a, b),
      maxSpeed: Math.max(...points.slice(a + 1, b + 1).map((p) => p.speed)),
    }))
    .filter((t) => t.distanceKm >= MIN_TRIP_KM);
  return { trips, stops };
}
