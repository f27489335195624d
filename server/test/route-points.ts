import { destination, type LatLon } from '../../src/api/contract/geometry.ts';
import type { RoutePoint } from '../../src/api/contract/routes.ts';

// Points of the route tests: an L-shaped line in Damascus (1 km east, then 800 m north), with
// more digits than any map click has, and points at exact distances from it.

const toPoint = (p: LatLon): RoutePoint => ({ longitudeX: p.lon, latitudeY: p.lat });

const START = { lat: 33.513812345678, lon: 36.276598765432 };
const CORNER = destination(START, 1000, Math.PI / 2);
export const LINE: RoutePoint[] = [START, CORNER, destination(CORNER, 800, 0)].map(toPoint);

/** A point `metres` north of the middle of the line's first (east-going) segment. */
export const offLine = (metres: number): RoutePoint =>
  toPoint(destination(destination(START, 500, Math.PI / 2), metres, 0));

export const stop = (name: string, metres = 0, hexColor = '0xFF1E88E5') => ({
  name,
  hexColor,
  point: offLine(metres),
});

export const routeBody = (name: string, stopPoints: unknown[] = [], line: unknown = LINE) => ({
  name,
  hexColor: '0xFFE53935',
  line,
  stopPoints,
});
