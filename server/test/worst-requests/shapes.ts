import { destination, encodeLine, type LatLon } from '../../../src/api/contract/geometry.ts';
import { GEO_ZONE_MAX_POINTS } from '../../../src/api/contract/geo-zones.ts';
import { ROUTE_MAX_POINTS, ROUTE_MAX_STOP_POINTS } from '../../../src/api/contract/routes.ts';
import type { RoutePoint } from '../../../src/api/contract/routes.ts';

// The costliest shapes the contract accepts: the most points, laid out so that no shortcut of
// the checks (a box around each part, the first near segment ending the search) saves work.

export const CENTRE: LatLon = { lat: 33.5138, lon: 36.2765 };
const toPoint = (p: LatLon): RoutePoint => ({ longitudeX: p.lon, latitudeY: p.lat });

/**
 * A route of the most points whose every segment is a chord of a 1 km circle passing 40 m from
 * the centre (its box holds the centre), ending with one segment through the centre: a stop
 * point there is near the line, found only at the last segment.
 */
export function chordLine(points = ROUTE_MAX_POINTS): RoutePoint[] {
  const turn = Math.PI - 2 * Math.asin(40 / 1000);
  const chords = Array.from({ length: points - 2 }, (_, i) =>
    destination(CENTRE, 1000, (i * turn) % (2 * Math.PI)),
  );
  const through = [destination(CENTRE, 5, 0), destination(CENTRE, 5, Math.PI)];
  return [...chords, ...through].map(toPoint);
}

/** The most stop points, every one at the centre. */
export const centreStops = (count = ROUTE_MAX_STOP_POINTS) =>
  Array.from({ length: count }, (_, i) => ({
    name: `Stop ${i}`.padEnd(64, '.'),
    hexColor: '0xFF43A047',
    point: toPoint(CENTRE),
  }));

/**
 * A zone outline of the most points whose edges all overlap each other's extent: a serpentine
 * of long edges stacked 5 m apart, closed along its western side. Nothing crosses.
 */
export function serpentineZone(points = GEO_ZONE_MAX_POINTS): string {
  const rows = points - 2;
  const ring = Array.from({ length: rows }, (_, i) =>
    destination(destination(CENTRE, i * 5, 0), i % 2 === 0 ? 0 : 2000, Math.PI / 2),
  );
  const west = destination(destination(CENTRE, rows * 5, 0), 50, (3 * Math.PI) / 2);
  return encodeLine([...ring, west, destination(CENTRE, 50, (3 * Math.PI) / 2), ring[0]!]);
}
