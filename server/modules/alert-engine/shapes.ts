import {
  closeRing,
  decodeLine,
  isWithinM,
  prepareLine,
  type LatLon,
  type PreparedLine,
} from '../../../src/api/contract/geometry.ts';

/** [minLat, minLon, maxLat, maxLon], degrees. */
export type Box = readonly [number, number, number, number];

export interface ZoneShape {
  id: string;
  name: string;
  ring: LatLon[];
  box: Box;
  /** Cosine of the box's latitude farthest from the equator: grows the box by metres. */
  cosLat: number;
  /** The outline as a line for distances to its edge, made the first time one is asked. */
  edge?: PreparedLine;
}

export const inBox = (p: LatLon, b: Box) =>
  p.lat >= b[0] && p.lon >= b[1] && p.lat <= b[2] && p.lon <= b[3];

export function boxOf(points: readonly LatLon[], marginM = 0): Box {
  let [minLat, minLon, maxLat, maxLon] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of points) {
    minLat = Math.min(minLat, p.lat);
    maxLat = Math.max(maxLat, p.lat);
    minLon = Math.min(minLon, p.lon);
    maxLon = Math.max(maxLon, p.lon);
  }
  // Degrees of latitude are at least 110.5 km long and degrees of longitude at least that times
  // the cosine of the latitude farthest from the equator: dividing by less makes the margin
  // larger than the corridor, never smaller, so the box never rejects a point within it.
  const dLat = marginM / 110_000;
  const cos = Math.max(
    0.01,
    Math.cos(((Math.max(Math.abs(minLat), Math.abs(maxLat)) + dLat) * Math.PI) / 180),
  );
  const dLon = dLat / cos;
  return [minLat - dLat, minLon - dLon, maxLat + dLat, maxLon + dLon];
}

/** Closer than this (degrees, about 0.1 mm) to an edge is on it. */
const ON_EDGE = 1e-9;

/** A zone's outline (the encoded polyline it is stored as); null when it cannot be read. */
export function zoneShape(id: string, name: string, line: string): ZoneShape | null {
  try {
    const ring = closeRing(decodeLine(line));
    if (ring.length < 4) return null;
    // Grown by the edge tolerance, so a point the edge test would call "on it" is not cut off.
    const [a, b, c, d] = boxOf(ring);
    const cosLat = Math.max(
      0.01,
      Math.cos(((Math.max(Math.abs(a), Math.abs(c)) + 0.01) * Math.PI) / 180),
    );
    return { id, name, ring, box: [a - ON_EDGE, b - ON_EDGE, c + ON_EDGE, d + ON_EDGE], cosLat };
  } catch {
    return null;
  }
}

function onSegment(p: LatLon, a: LatLon, b: LatLon): boolean {
  const [dx, dy] = [b.lon - a.lon, b.lat - a.lat];
  const length = Math.hypot(dx, dy);
  if (length === 0) return p.lat === a.lat && p.lon === a.lon;
  const cross = dx * (p.lat - a.lat) - dy * (p.lon - a.lon);
  if (Math.abs(cross) / length > ON_EDGE) return false;
  const along = (dx * (p.lon - a.lon) + dy * (p.lat - a.lat)) / length;
  return along >= -ON_EDGE && along <= length + ON_EDGE;
}

/**
 * Whether a point is in a zone. The boundary belongs to the zone: a vehicle on an edge or exactly
 * on a vertex is inside, so touching a corner gives one definite answer (ray casting alone
 * answers such points by rounding, differently for different vertices). Plane geometry in
 * degrees, as the outline is drawn on the map: right for zones of city size.
 */
export function inZone(p: LatLon, zone: ZoneShape): boolean {
  if (!inBox(p, zone.box)) return false;
  const ring = zone.ring;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [a, b] = [ring[i]!, ring[j]!];
    if (onSegment(p, a, b)) return true;
    // Half-open in latitude, so a ray through a vertex counts its two edges once.
    if (a.lat > p.lat !== b.lat > p.lat) {
      const lonAt = a.lon + ((b.lon - a.lon) * (p.lat - a.lat)) / (b.lat - a.lat);
      if (p.lon < lonAt) inside = !inside;
    }
  }
  return inside;
}

/**
 * Whether a point is within `marginM` metres of a zone's outline, inside or out (issue 31's
 * margin): the shared geometry's distance to a line, on the sphere. A point beyond the box grown
 * by the margin is not (degrees of latitude are at least 110.5 km: dividing by less grows it
 * more), which answers most positions with four comparisons.
 */
export function nearEdge(p: LatLon, zone: ZoneShape, marginM: number): boolean {
  const dLat = marginM / 110_000;
  const dLon = dLat / zone.cosLat;
  const b = zone.box;
  if (p.lat < b[0] - dLat || p.lat > b[2] + dLat || p.lon < b[1] - dLon || p.lon > b[3] + dLon) {
    return false;
  }
  zone.edge ??= prepareLine(zone.ring);
  return isWithinM(p, zone.edge, marginM);
}
