import { describe, expect, it } from 'vitest';
import { encodeLine, type LatLon } from '../../../src/api/contract/geometry.ts';
import { inZone, zoneShape } from './shapes.ts';

// A zone's inside, its boundary included, so a vertex touch has one answer.

const ring: LatLon[] = [
  { lat: 33.5, lon: 36.2 },
  { lat: 33.5, lon: 36.3 },
  { lat: 33.6, lon: 36.3 },
  { lat: 33.55, lon: 36.25 }, // a notch: the zone is concave
  { lat: 33.6, lon: 36.2 },
];
const zone = zoneShape('z', 'Notched', encodeLine(ring))!;

describe('a zone', () => {
  it('holds its inside and its boundary, not its notch or the outside', () => {
    expect(inZone({ lat: 33.52, lon: 36.25 }, zone)).toBe(true);
    expect(inZone({ lat: 33.58, lon: 36.25 }, zone)).toBe(false); // in the notch
    expect(inZone({ lat: 33.58, lon: 36.21 }, zone)).toBe(true);
    expect(inZone({ lat: 33.45, lon: 36.25 }, zone)).toBe(false);
    expect(inZone({ lat: 33.5, lon: 36.25 }, zone)).toBe(true); // on an edge
  });

  it('answers every vertex as inside, and points just beside it as their side', () => {
    for (const v of ring) expect(inZone(v, zone), JSON.stringify(v)).toBe(true);
    // The notch's vertex points into the zone: just above it is outside, just below inside.
    expect(inZone({ lat: 33.55 + 1e-6, lon: 36.25 }, zone)).toBe(false);
    expect(inZone({ lat: 33.55 - 1e-6, lon: 36.25 }, zone)).toBe(true);
    // A ray from a point level with a vertex, outside: still outside.
    expect(inZone({ lat: 33.55, lon: 36.19 }, zone)).toBe(false);
    expect(inZone({ lat: 33.6, lon: 36.31 }, zone)).toBe(false);
  });

  it('takes a vertex reached with rounding noise (33.51 + 0.005) as the vertex', () => {
    const c = { lat: 33.51, lon: 36.28 };
    const corner = { lat: c.lat + 0.005, lon: c.lon + 0.005 }; // 36.285000000000004
    const sq = [-1, 1].flatMap((a) =>
      [-1, 1].map((b) => ({ lat: c.lat + a * 0.005, lon: c.lon + a * b * 0.005 })),
    );
    expect(inZone(corner, zoneShape('s', 'Square', encodeLine(sq))!)).toBe(true);
  });

  it('is not read from a line that is no outline', () => {
    expect(zoneShape('z', 'Bad', '!!')).toBeNull();
    expect(zoneShape('z', 'Two points', encodeLine(ring.slice(0, 2)))).toBeNull();
  });
});
