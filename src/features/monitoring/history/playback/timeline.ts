import type { PositionValue } from '../../../../api/contract/monitoring.ts';
import type { LonLat } from '../../../../map';

/** A position on the playback clock (epoch ms). */
export interface Sample extends LonLat {
  t: number;
  /** km/h */
  speed: number;
}

export interface PlaybackPoint extends Sample {
  /** Degrees clockwise from north, null before the vehicle first moves. */
  heading: number | null;
  /** The last recorded position at or before `t`. */
  index: number;
}

export const toSamples = (positions: readonly PositionValue[]): Sample[] =>
  positions
    .map((p) => ({ t: Date.parse(p.time), lat: p.latitude, lon: p.longitude, speed: p.speed }))
    .filter((s) => Number.isFinite(s.t))
    .sort((a, b) => a.t - b.t);

const rad = (d: number) => (d * Math.PI) / 180;

/** Initial great-circle bearing from a to b, degrees clockwise from north. */
export function bearing(a: LonLat, b: LonLat): number {
  const y = Math.sin(rad(b.lon - a.lon)) * Math.cos(rad(b.lat));
  const x =
    Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) -
    Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lon - a.lon));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** The last index whose time is at or before t (binary search; samples are time-ordered). */
function indexAt(samples: readonly Sample[], t: number): number {
  let lo = 0;
  let hi = samples.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (samples[mid]!.t <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Where the vehicle was at `t`: between two positions it moves in a straight line. */
export function sampleAt(samples: readonly Sample[], t: number): PlaybackPoint | null {
  if (samples.length === 0) return null;
  const index = indexAt(samples, t);
  const a = samples[index]!;
  const b = samples[index + 1];
  const f = b && b.t > a.t ? Math.min(1, Math.max(0, (t - a.t) / (b.t - a.t))) : 0;
  const lat = b ? a.lat + (b.lat - a.lat) * f : a.lat;
  const lon = b ? a.lon + (b.lon - a.lon) * f : a.lon;
  // The heading of the leg being driven, else of the last leg that moved.
  let heading: number | null = null;
  for (let k = Math.min(index + 1, samples.length - 1); k > 0 && heading === null; k--) {
    const from = samples[k - 1]!;
    const to = samples[k]!;
    if (from.lat !== to.lat || from.lon !== to.lon) heading = bearing(from, to);
  }
  return { t, lat, lon, speed: a.speed, heading, index };
}

/** The line already driven at `t`: the positions passed and the vehicle's point now. */
export function playedPath(samples: readonly Sample[], at: PlaybackPoint): LonLat[] {
  const passed: LonLat[] = samples.slice(0, at.index + 1);
  return [...passed, { lat: at.lat, lon: at.lon }];
}
