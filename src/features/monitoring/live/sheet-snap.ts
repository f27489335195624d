import type { Vehicle } from '../../../api/contract/vehicles.ts';

/** Where the phone's vehicle sheet rests: a handle and the search, half the map, or all of it. */
export type Snap = 'peek' | 'half' | 'full';

export const SNAPS: readonly Snap[] = ['peek', 'half', 'full'];

/** Share of the map's height the sheet covers when half open. */
export const HALF = 0.45;

/** The rest point nearest to where a drag let go (heights in pixels). */
export function nearestSnap(height: number, peek: number, container: number): Snap {
  const heights: Record<Snap, number> = { peek, half: container * HALF, full: container };
  return SNAPS.reduce((best, snap) =>
    Math.abs(heights[snap] - height) < Math.abs(heights[best] - height) ? snap : best,
  );
}

/** One step up (ArrowUp) or down (ArrowDown) from `snap`, staying within the three. */
export function stepSnap(snap: Snap, by: 1 | -1): Snap {
  const index = Math.min(SNAPS.length - 1, Math.max(0, SNAPS.indexOf(snap) + by));
  return SNAPS[index] ?? snap;
}

const fold = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Whether a vehicle matches the sheet's search: by the name the list shows (in the reader's
 * language), the plate serial, or the sub-class as stored (English typed on an Arabic screen still
 * finds it). An empty search matches every vehicle.
 */
export function matchesSearch(vehicle: Vehicle, raw: string): boolean {
  const query = fold(raw);
  if (!query) return true;
  const { name, licensePlateSerial, licensePlateSubClass } = vehicle;
  return [name, licensePlateSerial, licensePlateSubClass].some((text) =>
    fold(text).includes(query),
  );
}
