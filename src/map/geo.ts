import type { LonLat } from './types';

/**
 * A position the map can show: finite and within WGS 84 bounds. Exactly 0,0 is what trackers
 * report without a fix; drawing it would put a vehicle in the Gulf of Guinea.
 */
export function isValidLonLat(p: LonLat | null | undefined): p is LonLat {
  return (
    !!p &&
    Number.isFinite(p.lat) &&
    Number.isFinite(p.lon) &&
    Math.abs(p.lat) <= 90 &&
    Math.abs(p.lon) <= 180 &&
    !(p.lat === 0 && p.lon === 0)
  );
}
