import {
  distanceM,
  distanceToLineM,
  EARTH_RADIUS_M,
  type LatLon,
} from '../../../src/api/contract/geometry.ts';
import { asLatLon, type RoutePoint } from '../../../src/api/contract/routes.ts';
import { boxOf, inBox, type Box } from './shapes.ts';

export interface RouteShape {
  id: string;
  name: string;
  /** The line's box grown by the corridor, then each segment's. */
  box: Box;
  segments: { a: LatLon; b: LatLon; box: Box }[];
}

/** A route's line with its boxes for a corridor of `corridorM` metres; null when it has no point. */
export function routeShape(
  id: string,
  name: string,
  line: readonly RoutePoint[],
  corridorM: number,
): RouteShape | null {
  const points = line.map(asLatLon);
  if (points.length === 0) return null;
  const ends = points.length === 1 ? [points[0]!, points[0]!] : points;
  const segments = ends.slice(1).map((b, i) => {
    const a = ends[i]!;
    return { a, b, box: boxOf([a, b], corridorM) };
  });
  return { id, name, box: boxOf(points, corridorM), segments };
}

const M_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_M;

/**
 * Distance to a segment on a flat map centred on the point: within a fraction of a percent of
 * the shared distance (geometry.ts) at the few hundred metres a corridor is about, and cheaper.
 * It decides alone only when it is clearly on one side of the corridor.
 */
function flatDistanceM(p: LatLon, a: LatLon, b: LatLon): number {
  const k = Math.cos((p.lat * Math.PI) / 180) * M_PER_DEGREE;
  const [ax, ay] = [(a.lon - p.lon) * k, (a.lat - p.lat) * M_PER_DEGREE];
  const [dx, dy] = [(b.lon - a.lon) * k, (b.lat - a.lat) * M_PER_DEGREE];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / length2));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

/** Where the flat distance is not trusted: 2 % and a metre either side. */
const unsure = (flat: number, limit: number) => Math.abs(flat - limit) <= limit * 0.02 + 1;

/** The shared geometry's distance, which decides at the corridor's edge and is reported. */
const exactDistanceM = (p: LatLon, a: LatLon, b: LatLon) =>
  a === b || (a.lat === b.lat && a.lon === b.lon) ? distanceM(p, a) : distanceToLineM(p, [a, b]);

/**
 * Whether a point is within `corridorM` of the route's line. Only the segments whose grown box
 * holds the point are measured, so a far route costs four comparisons.
 */
export function withinCorridor(p: LatLon, route: RouteShape, corridorM: number): boolean {
  if (!inBox(p, route.box)) return false;
  return route.segments.some((s) => {
    if (!inBox(p, s.box)) return false;
    const flat = flatDistanceM(p, s.a, s.b);
    return unsure(flat, corridorM) ? exactDistanceM(p, s.a, s.b) <= corridorM : flat <= corridorM;
  });
}

/** The nearest route and how far it is (metres), for the text of an off-route alert. */
export function nearestRoute(p: LatLon, routes: readonly RouteShape[]) {
  const all = routes.flatMap((route) =>
    route.segments.map((s) => ({ route, s, flat: flatDistanceM(p, s.a, s.b) })),
  );
  if (all.length === 0) return null;
  const closest = Math.min(...all.map((c) => c.flat));
  let best: { route: RouteShape; distance: number } | null = null;
  for (const c of all) {
    if (c.flat > closest * 1.02 + 1) continue;
    const distance = exactDistanceM(p, c.s.a, c.s.b);
    if (!best || distance < best.distance) best = { route: c.route, distance };
  }
  return best;
}
