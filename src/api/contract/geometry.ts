import { lineString, polygon } from '@turf/helpers';
import kinks from '@turf/kinks';
import { distanceToPreparedM, EARTH_RADIUS_M, prepareLine, type LatLon } from './line-distance.ts';
import { decodePairs, encodePairs, POLYLINE_PRECISION } from './polyline.ts';

// The geometry of geo-zones, routes and stop points (spec part 2 §3, §5, §9), used by the drawing
// screens while the user draws and by the server again before it stores: one set of rules. Only
// the individual @turf packages the rules need (the whole @turf/turf is 150 kB in a browser).

export { EARTH_RADIUS_M, type LatLon };
export { isWithinM, prepareLine, type PreparedLine } from './line-distance.ts';
/** A drawn circle is saved as this many points (spec §5), plus the first one again. */
export const CIRCLE_POINTS = 60;
/** How far from its route line a stop point may be (spec §9). */
export const STOP_POINT_MAX_DISTANCE_M = 30;
/**
 * Encoded polylines (Google's format, as `@mapbox/polyline` writes it; polyline.ts): 5 decimals,
 * each pair latitude first.
 * Stated once here; nothing else encodes or decodes a line.
 */
export { POLYLINE_PRECISION };

export const encodeLine = (points: readonly LatLon[]): string =>
  encodePairs(points.map((p) => [p.lat, p.lon]));

/** Throws on text that is not an encoded line. */
export const decodeLine = (encoded: string): LatLon[] =>
  decodePairs(encoded).map(([lat, lon]) => ({ lat, lon }));

const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;
const same = (a: LatLon, b: LatLon) => a.lat === b.lat && a.lon === b.lon;

/** The point `distanceM` from `from` on the initial bearing `bearingRad`, on the sphere. */
export function destination(from: LatLon, distanceM: number, bearingRad: number): LatLon {
  const d = distanceM / EARTH_RADIUS_M;
  const lat1 = toRad(from.lat);
  const lon1 = toRad(from.lon);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearingRad),
  );
  const lon2 =
    lon1 +
    Math.atan2(
      Math.sin(bearingRad) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    );
  // Longitude back into -180…180.
  return { lat: toDeg(lat2), lon: ((toDeg(lon2) + 540) % 360) - 180 };
}

/** Great-circle distance in metres (haversine) on the same sphere. */
export function distanceM(a: LatLon, b: LatLon): number {
  const dLat = toRad(b.lat - a.lat);
  const dLon = toRad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A circle as the closed ring the spec saves: `points` points clockwise from north, then the first. */
export function circleToPolygon(center: LatLon, radiusM: number, points = CIRCLE_POINTS): LatLon[] {
  const ring = Array.from({ length: points }, (_, i) =>
    destination(center, radiusM, (2 * Math.PI * i) / points),
  );
  return closeRing(ring);
}

/** The ring with its first point repeated at the end (spec §5), unless it already is. */
export function closeRing(points: readonly LatLon[]): LatLon[] {
  if (points.length === 0 || isClosed(points)) return [...points];
  return [...points, points[0]!];
}

export const isClosed = (ring: readonly LatLon[]): boolean =>
  ring.length > 1 && same(ring[0]!, ring[ring.length - 1]!);

/** How many different points a ring has (its closing point is not another). */
export function distinctPoints(ring: readonly LatLon[]): number {
  return new Set(ring.map((p) => `${p.lat},${p.lon}`)).size;
}

export const inRange = (p: LatLon): boolean =>
  Number.isFinite(p.lat) &&
  Number.isFinite(p.lon) &&
  Math.abs(p.lat) <= 90 &&
  Math.abs(p.lon) <= 180;

/** Whether two edges of a closed ring cross (a figure-eight), or the ring touches itself. */
export function selfCrosses(ring: readonly LatLon[]): boolean {
  const closed = closeRing(ring);
  if (closed.length < 4) return false;
  const shape = polygon([closed.map((p) => [p.lon, p.lat])]);
  return kinks(shape).features.length > 0;
}

/**
 * Whether an open path (a zone being drawn, vertex by vertex) crosses itself. Unlike the closed
 * ring, its closing edge is not checked: a concave outline crosses it on the way.
 */
export function pathCrosses(points: readonly LatLon[]): boolean {
  if (points.length < 4) return false;
  return kinks(lineString(points.map((p) => [p.lon, p.lat]))).features.length > 0;
}

/**
 * Distance in metres from a point to the nearest part of a line. Asking about one line many
 * times: `prepareLine` once, then `isWithinM` (line-distance.ts).
 */
export const distanceToLineM = (p: LatLon, line: readonly LatLon[]): number =>
  distanceToPreparedM(p, prepareLine(line));

export type ZoneProblem = 'out-of-range' | 'too-few-points' | 'open' | 'crossing';

/**
 * What is wrong with a zone's outline, in the order a user fixes it, or null: every point on
 * the map, at least 3 different points, closed (first point repeated last), no crossing edges.
 */
export function zoneProblem(ring: readonly LatLon[]): ZoneProblem | null {
  if (!ring.every(inRange)) return 'out-of-range';
  if (distinctPoints(ring) < 3) return 'too-few-points';
  if (!isClosed(ring)) return 'open';
  if (selfCrosses(ring)) return 'crossing';
  return null;
}
