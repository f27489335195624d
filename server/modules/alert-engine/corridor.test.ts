import { describe, expect, it } from 'vitest';
import { destination, distanceToLineM } from '../../../src/api/contract/geometry.ts';
import { nearestRoute, routeShape, withinCorridor } from './corridor.ts';

// A route's corridor: pre-filtered by boxes that must never reject a point within it, and
// measured on a flat map except near its edge, where the shared (turf) distance decides.

describe('a route corridor', () => {
  const start = { lat: 33.51, lon: 36.27 };
  // A diagonal line: its segments' boxes are the tightest test of the box margins.
  const line = [
    start,
    destination(start, 2000, Math.PI / 4),
    destination(start, 3000, Math.PI / 3),
  ];
  const points = line.map((p) => ({ longitudeX: p.lon, latitudeY: p.lat }));
  const shape = routeShape('r', 'Diagonal', points, 100)!;
  const mid = destination(start, 1000, Math.PI / 4);

  it('takes points up to the corridor on either side, not beyond', () => {
    for (const side of [-1, 1]) {
      const near = destination(mid, 99, Math.PI / 4 + (side * Math.PI) / 2);
      const far = destination(mid, 101, Math.PI / 4 + (side * Math.PI) / 2);
      expect(withinCorridor(near, shape, 100)).toBe(true);
      expect(withinCorridor(far, shape, 100)).toBe(false);
    }
    // Beyond the ends: the distance is to the end point.
    expect(withinCorridor(destination(start, 95, Math.PI + Math.PI / 4), shape, 100)).toBe(true);
    expect(withinCorridor(destination(start, 105, Math.PI + Math.PI / 4), shape, 100)).toBe(false);
  });

  it('agrees with the shared distance for points all around the line', () => {
    for (let i = 0; i < 400; i++) {
      const p = destination(mid, (i * 37) % 1500, (i * 2.39996) % (2 * Math.PI));
      const exact = distanceToLineM(p, line) <= 100;
      expect(withinCorridor(p, shape, 100), `point ${i}`).toBe(exact);
    }
  });

  it('agrees with the shared distance next to the corridor’s edge', () => {
    for (let i = 0; i < 400; i++) {
      const along = destination(start, (i * 53) % 2000, Math.PI / 4);
      const p = destination(
        along,
        97 + (i % 25) / 4,
        Math.PI / 4 + (i % 2 ? 1 : -1) * (Math.PI / 2),
      );
      expect(withinCorridor(p, shape, 100), `point ${i}`).toBe(distanceToLineM(p, line) <= 100);
    }
  });

  it('names the nearest route and its distance', () => {
    const other = routeShape(
      'o',
      'Far',
      [
        { longitudeX: 36.4, latitudeY: 33.4 },
        { longitudeX: 36.41, latitudeY: 33.41 },
      ],
      100,
    )!;
    const p = destination(mid, 250, Math.PI / 4 + Math.PI / 2);
    const best = nearestRoute(p, [other, shape])!;
    expect(best.route.name).toBe('Diagonal');
    expect(best.distance).toBeCloseTo(250, -1);
  });
});
