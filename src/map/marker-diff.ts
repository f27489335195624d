import { isValidLonLat } from './geo';
import type { VehicleMarker } from './types';

export interface MarkerChanges {
  added: VehicleMarker[];
  /** Already shown; the position changed. */
  moved: VehicleMarker[];
  /** Already shown; the label, heading or status changed (may also be in `moved`). */
  restyled: VehicleMarker[];
  removed: string[];
  /** The state to diff the next update against. */
  next: Map<string, VehicleMarker>;
}

const sameLook = (a: VehicleMarker, b: VehicleMarker) =>
  (a.heading ?? null) === (b.heading ?? null) && a.status === b.status;

/**
 * What a poll changes on the map, so features are updated in place: a live poll of 1,000
 * vehicles usually moves a few and must not rebuild the rest. Vehicles without a usable position
 * are left off (and removed if shown); for a repeated id the last entry wins.
 */
export function diffMarkers(
  previous: ReadonlyMap<string, VehicleMarker>,
  vehicles: readonly VehicleMarker[],
): MarkerChanges {
  const next = new Map<string, VehicleMarker>();
  for (const v of vehicles) {
    // Copied: a caller mutating its objects in place must still show up as a change.
    if (isValidLonLat(v)) next.set(v.id, { ...v });
  }
  const changes: MarkerChanges = { added: [], moved: [], restyled: [], removed: [], next };
  for (const [id, v] of next) {
    const old = previous.get(id);
    if (!old) {
      changes.added.push(v);
      continue;
    }
    if (old.lat !== v.lat || old.lon !== v.lon) changes.moved.push(v);
    if (old.label !== v.label || !sameLook(old, v)) changes.restyled.push(v);
  }
  for (const id of previous.keys()) {
    if (!next.has(id)) changes.removed.push(id);
  }
  return changes;
}
