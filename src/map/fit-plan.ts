import { LOCATED_ZOOM } from './constants';
import { isValidLonLat } from './geo';
import type { FitPlan, LonLat } from './types';

/** One position (a located vehicle) or many (a history line, a group of vehicles). */
export type FitTarget = LonLat | readonly LonLat[] | null | undefined;

/**
 * How to frame a target: a single position is centred at `zoom` (17, spec part 2 §4); several
 * are fitted, but never closer than `zoom`. Null when there is nothing to show.
 */
export function planFitOrCenter(target: FitTarget, zoom = LOCATED_ZOOM): FitPlan | null {
  const points = (Array.isArray(target) ? target : [target]).filter(isValidLonLat);
  const first = points[0];
  if (!first) return null;
  let [minLat, maxLat, minLon, maxLon] = [first.lat, first.lat, first.lon, first.lon];
  for (const p of points) {
    if (p.lat < minLat) minLat = p.lat;
    if (p.lat > maxLat) maxLat = p.lat;
    if (p.lon < minLon) minLon = p.lon;
    if (p.lon > maxLon) maxLon = p.lon;
  }
  if (minLat === maxLat && minLon === maxLon) {
    return { kind: 'center', center: { lat: first.lat, lon: first.lon }, zoom };
  }
  return {
    kind: 'fit',
    min: { lat: minLat, lon: minLon },
    max: { lat: maxLat, lon: maxLon },
    maxZoom: zoom,
  };
}
