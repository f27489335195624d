import type Point from 'ol/geom/Point';

/**
 * Moves a marker's point in place and silently. The WebGL layer's batch holds this very
 * coordinate array, so a new position needs no `changefeature` (each one made the batch drop and
 * re-add the vehicle: 5,000 of them were most of a poll); one `source.changed()` afterwards
 * redraws all. The point's cached extent is not refreshed: nothing reads marker extents (the
 * sources have no spatial index and clusters are computed from coordinates).
 */
export function movePoint(point: Point, to: readonly number[]): void {
  const flat = point.getFlatCoordinates();
  flat[0] = to[0]!;
  flat[1] = to[1]!;
}
