// Distance from a point to a line on the sphere (the one definition of the stop-point rule, spec
// part 2 §9, and of the alert engine's off-route measure). The line is prepared once: each vertex
// as a unit vector, each segment as its great circle's pole and two edge vectors. A question is
// then three dot products per segment, with no trigonometry and no allocation, so the worst route
// the contract allows (5,000 points, 100 stop points, every segment a near miss) is answered in
// milliseconds. The nearest point and the distance are the same as turf's geodesic
// pointToLineDistance (the tests' reference), which cost seconds for that route.
// A box around each segment, or a spatial index of them, would not lower that worst case (every
// box holds the point there) and costs about what the exact test does.

/** The sphere circles are drawn and distances measured on (spec §9). */
export const EARTH_RADIUS_M = 6_371_000;

/** A point on the map, in degrees. */
export interface LatLon {
  lat: number;
  lon: number;
}

/** A line ready for many questions: numbers in flat arrays, ten per segment. */
export interface PreparedLine {
  /** Every vertex as a unit vector: x, y, z. */
  points: Float64Array;
  /**
   * Per segment: its great circle's pole N, A·N, then N × A and B × N (a point C projects inside
   * the segment when C·(N×A) ≥ 0 and C·(B×N) ≥ 0); all zero for a segment of one point. A·N is
   * 0 but for rounding, which the pole of a short segment magnifies: the sine is measured as
   * (C - A)·N, free of it.
   */
  planes: Float64Array;
}

const RAD = Math.PI / 180;
const PER_SEGMENT = 10;

function put(out: Float64Array, at: number, p: LatLon): void {
  const lat = p.lat * RAD;
  const lon = p.lon * RAD;
  const c = Math.cos(lat);
  out[at] = c * Math.cos(lon);
  out[at + 1] = c * Math.sin(lon);
  out[at + 2] = Math.sin(lat);
}

export function prepareLine(line: readonly LatLon[]): PreparedLine {
  const points = new Float64Array(line.length * 3);
  line.forEach((p, i) => put(points, i * 3, p));
  const segments = Math.max(0, line.length - 1);
  const planes = new Float64Array(segments * PER_SEGMENT);
  for (let i = 0; i < segments; i += 1) {
    const [ax, ay, az, bx, by, bz] = points.subarray(i * 3, i * 3 + 6);
    let nx = ay! * bz! - az! * by!;
    let ny = az! * bx! - ax! * bz!;
    let nz = ax! * by! - ay! * bx!;
    const length = Math.hypot(nx, ny, nz);
    // A segment of one point (or of antipodes) has no plane: only its ends count.
    if (length < 1e-15) continue;
    [nx, ny, nz] = [nx / length, ny / length, nz / length];
    planes.set(
      [
        ...[nx, ny, nz, ax! * nx + ay! * ny + az! * nz],
        ...[ny * az! - nz * ay!, nz * ax! - nx * az!, nx * ay! - ny * ax!],
        ...[by! * nz - bz! * ny, bz! * nx - bx! * nz, bx! * ny - by! * nx],
      ],
      i * PER_SEGMENT,
    );
  }
  return { points, planes };
}

/** Squared chord between the point and vertex `v`: 4·sin²(angle/2), exact for tiny angles. */
function chord2(line: PreparedLine, v: number, cx: number, cy: number, cz: number): number {
  const dx = line.points[v * 3]! - cx;
  const dy = line.points[v * 3 + 1]! - cy;
  const dz = line.points[v * 3 + 2]! - cz;
  return dx * dx + dy * dy + dz * dz;
}

/**
 * The sine of the angle from the point (unit vector c) to segment `i`'s great circle when the
 * point's nearest point is inside the segment, else -1 (an end is nearest, or the segment is one
 * point).
 */
function sineInside(line: PreparedLine, i: number, cx: number, cy: number, cz: number): number {
  const n = line.planes;
  const k = i * PER_SEGMENT;
  const fromA = n[k + 4]! * cx + n[k + 5]! * cy + n[k + 6]! * cz;
  const toB = n[k + 7]! * cx + n[k + 8]! * cy + n[k + 9]! * cz;
  // A segment of one point has every number zero: only its ends count.
  if (!(fromA > 0 || toB > 0) || fromA < 0 || toB < 0) return -1;
  return Math.abs(n[k]! * cx + n[k + 1]! * cy + n[k + 2]! * cz - n[k + 3]!);
}

const unit = (p: LatLon): [number, number, number] => {
  const c = new Float64Array(3);
  put(c, 0, p);
  return [c[0]!, c[1]!, c[2]!];
};

/** Distance in metres from a point to the nearest part of a prepared line. */
export function distanceToPreparedM(p: LatLon, line: PreparedLine): number {
  const [cx, cy, cz] = unit(p);
  const count = line.points.length / 3;
  let sine = Infinity;
  let ends = Infinity;
  for (let v = 0; v < count; v += 1) ends = Math.min(ends, chord2(line, v, cx, cy, cz));
  for (let i = 0; i < count - 1; i += 1) {
    const s = sineInside(line, i, cx, cy, cz);
    if (s >= 0) sine = Math.min(sine, s);
  }
  const toEnds = 2 * Math.asin(Math.min(1, Math.sqrt(ends) / 2));
  const toInside = sine === Infinity ? Infinity : Math.asin(Math.min(1, sine));
  return EARTH_RADIUS_M * Math.min(toEnds, toInside);
}

/** Whether a point is within `metres` of a prepared line: stops at the first part that is. */
export function isWithinM(p: LatLon, line: PreparedLine, metres: number): boolean {
  const [cx, cy, cz] = unit(p);
  const angle = metres / EARTH_RADIUS_M;
  const sineLimit = Math.sin(angle);
  const chordLimit = (2 * Math.sin(angle / 2)) ** 2;
  const count = line.points.length / 3;
  for (let v = 0; v < count; v += 1) if (chord2(line, v, cx, cy, cz) <= chordLimit) return true;
  for (let i = 0; i < count - 1; i += 1) {
    const s = sineInside(line, i, cx, cy, cz);
    if (s >= 0 && s <= sineLimit) return true;
  }
  return false;
}
