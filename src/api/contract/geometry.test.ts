import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lineString, point } from '@turf/helpers';
import pointToLineDistance from '@turf/point-to-line-distance';
import {
  CIRCLE_POINTS,
  circleToPolygon,
  closeRing,
  decodeLine,
  destination,
  distanceM,
  distanceToLineM,
  EARTH_RADIUS_M,
  encodeLine,
  isWithinM,
  prepareLine,
  selfCrosses,
  pathCrosses,
  zoneProblem,
  type LatLon,
} from './geometry.ts';

// Property tests of the one geometry both sides use (issue 14): fast-check tries hundreds of
// random inputs per property and shrinks any failure to a small case.

const lat = fc.double({ min: -85, max: 85, noNaN: true });
const lon = fc.double({ min: -179, max: 179, noNaN: true });
const latLon = fc.record({ lat, lon });
/** Around Damascus, where the fleets are: distances of metres to tens of kilometres. */
const nearDamascus = fc.record({
  lat: fc.double({ min: 33.2, max: 33.8, noNaN: true }),
  lon: fc.double({ min: 36.0, max: 36.6, noNaN: true }),
});

/**
 * A star-shaped ring: 4 to 40 points around a centre, in angle order, each at its own radius and
 * never more than 135° from the next, so the centre sees every edge: always simple.
 */
const simpleRing = fc
  .tuple(
    nearDamascus,
    fc.array(
      fc.tuple(fc.double({ min: 0, max: 0.5, noNaN: true }), fc.integer({ min: 50, max: 5000 })),
      {
        minLength: 4,
        maxLength: 40,
      },
    ),
  )
  .map(([center, corners]) =>
    corners.map(([jitter, radius], i) => {
      const step = (2 * Math.PI) / corners.length;
      return destination(center, radius, step * (i + jitter));
    }),
  );

describe('encoded polylines', () => {
  it('decode what they encode within 1e-5 degrees, latitude first', () => {
    fc.assert(
      fc.property(fc.array(latLon, { minLength: 1, maxLength: 50 }), (points) => {
        const back = decodeLine(encodeLine(points));
        expect(back).toHaveLength(points.length);
        back.forEach((p, i) => {
          expect(Math.abs(p.lat - points[i]!.lat)).toBeLessThanOrEqual(1e-5);
          expect(Math.abs(p.lon - points[i]!.lon)).toBeLessThanOrEqual(1e-5);
        });
      }),
    );
    // Google's documented example: the order is latitude, longitude.
    expect(
      encodeLine([
        { lat: 38.5, lon: -120.2 },
        { lat: 40.7, lon: -120.95 },
      ]),
    ).toBe('_p~iF~ps|U_ulLnnqC');
  });
});

describe('circles', () => {
  it('are 60 points at the radius within 0.5 %, closed by the first point again', () => {
    fc.assert(
      fc.property(latLon, fc.integer({ min: 20, max: 50_000 }), (center, radius) => {
        const ring = circleToPolygon(center, radius);
        expect(ring).toHaveLength(CIRCLE_POINTS + 1);
        expect(ring.at(-1)).toEqual(ring[0]);
        for (const p of ring) {
          expect(Math.abs(distanceM(center, p) - radius) / radius).toBeLessThanOrEqual(0.005);
        }
      }),
    );
  });

  it('make valid zones', () => {
    fc.assert(
      fc.property(nearDamascus, fc.integer({ min: 20, max: 20_000 }), (center, radius) => {
        expect(zoneProblem(circleToPolygon(center, radius))).toBeNull();
      }),
    );
  });
});

describe('zone outlines', () => {
  it('accept any simple polygon once closed', () => {
    fc.assert(
      fc.property(simpleRing, (ring) => {
        expect(selfCrosses(ring)).toBe(false);
        expect(zoneProblem(closeRing(ring))).toBeNull();
      }),
    );
  });

  it('refuse a figure-eight, however it is drawn', () => {
    fc.assert(
      fc.property(nearDamascus, fc.integer({ min: 50, max: 5000 }), (c, size) => {
        const d = size / 111_000;
        // Corners visited crosswise: the second and fourth edges cross in the middle.
        const bowTie: LatLon[] = [
          { lat: c.lat, lon: c.lon },
          { lat: c.lat + d, lon: c.lon + d },
          { lat: c.lat, lon: c.lon + d },
          { lat: c.lat + d, lon: c.lon },
        ];
        expect(zoneProblem(closeRing(bowTie))).toBe('crossing');
      }),
    );
  });

  it('let an open path cross its closing edge but not itself (drawing vertex by vertex)', () => {
    fc.assert(
      fc.property(simpleRing, (ring) => {
        // Every prefix of a simple outline may be drawn, whatever its closing edge does.
        for (let n = 1; n <= ring.length; n++) expect(pathCrosses(ring.slice(0, n))).toBe(false);
      }),
    );
    const z = { lat: 33.5, lon: 36.3 };
    const zig = [
      z,
      { lat: 33.51, lon: 36.31 },
      { lat: 33.5, lon: 36.31 },
      { lat: 33.51, lon: 36.3 },
    ];
    expect(pathCrosses(zig)).toBe(true);
  });

  it('name the first thing wrong', () => {
    const a = { lat: 33.5, lon: 36.3 };
    const b = { lat: 33.51, lon: 36.3 };
    const c = { lat: 33.5, lon: 36.31 };
    expect(zoneProblem([a, b, a])).toBe('too-few-points');
    expect(zoneProblem([a, b, c])).toBe('open');
    expect(zoneProblem([a, { lat: 91, lon: 0 }, c, a])).toBe('out-of-range');
    expect(zoneProblem([a, b, c, a])).toBeNull();
  });
});

describe('distance to a line', () => {
  it('agrees with the haversine distance to the nearest point within 0.5 % (perpendicular feet)', () => {
    fc.assert(
      fc.property(
        nearDamascus,
        fc.integer({ min: 0, max: 359 }),
        fc.integer({ min: 5, max: 2000 }),
        (start, bearing, offset) => {
          // A straight 4 km line, and a point straight out from its middle.
          const end = circleToPolygon(start, 4000, 360)[bearing]!;
          const middle = circleToPolygon(start, 2000, 360)[bearing]!;
          const out = circleToPolygon(middle, offset, 360)[(bearing + 90) % 360]!;
          const measured = distanceToLineM(out, [start, end]);
          expect(Math.abs(measured - offset) / offset).toBeLessThanOrEqual(0.005);
        },
      ),
    );
  });

  it('is turf’s geodesic distance (the reference), to a millimetre, for lines of many segments', () => {
    const line = fc.array(nearDamascus, { minLength: 2, maxLength: 12 });
    fc.assert(
      fc.property(nearDamascus, line, (p, points) => {
        const radians = pointToLineDistance(
          point([p.lon, p.lat]),
          lineString(points.map((q) => [q.lon, q.lat])),
          { units: 'radians' },
        );
        // On our sphere: turf's own metres use a radius 8.8 m larger.
        const reference = radians * EARTH_RADIUS_M;
        expect(Math.abs(distanceToLineM(p, points) - reference)).toBeLessThan(1e-3);
      }),
    );
  });

  it('answers within a distance as the distance does, also for a point on a vertex', () => {
    fc.assert(
      fc.property(
        nearDamascus,
        fc.array(nearDamascus, { minLength: 2, maxLength: 8 }),
        fc.integer({ min: 1, max: 5000 }),
        (p, points, metres) => {
          const distance = distanceToLineM(p, points);
          // Away from the boundary, where rounding could decide either way.
          fc.pre(Math.abs(distance - metres) > 1e-6);
          expect(isWithinM(p, prepareLine(points), metres)).toBe(distance <= metres);
        },
      ),
    );
    const [a, b] = [
      { lat: 33.5, lon: 36.3 },
      { lat: 33.51, lon: 36.31 },
    ];
    expect(distanceToLineM(a, [a, b])).toBe(0);
    expect(isWithinM(b, prepareLine([a, b]), 0)).toBe(true);
    // A line of one point, and a segment of one point, are measured at that point.
    expect(distanceToLineM(b, [a])).toBeCloseTo(distanceM(a, b), 6);
    expect(distanceToLineM(b, [a, a])).toBeCloseTo(distanceM(a, b), 6);
  });

  it('is the distance to the nearer end beyond the line', () => {
    const a = { lat: 33.5, lon: 36.3 };
    const b = circleToPolygon(a, 1000, 360)[90]!;
    const beyond = circleToPolygon(b, 25, 360)[90]!;
    expect(distanceToLineM(beyond, [a, b])).toBeCloseTo(distanceM(b, beyond), 0);
  });
});
