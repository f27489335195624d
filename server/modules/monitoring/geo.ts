/** Earth radius of the spec (part 2 §9), in km. */
const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance between two points, km. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface TrackPoint {
  lat: number;
  lon: number;
  speed: number;
}

/**
 * Distance (sum of haversine legs), average and maximum speed of a track. Points slower than
 * `ignoreSpeedUnder` km/h are left out of all three; active = some kept point moves.
 */
export function summarizeTrack(points: readonly TrackPoint[], ignoreSpeedUnder = 0) {
  const kept = points.filter((p) => p.speed >= ignoreSpeedUnder);
  let distance = 0;
  let speedSum = 0;
  let maxSpeed = 0;
  for (let i = 0; i < kept.length; i++) {
    const p = kept[i]!;
    speedSum += p.speed;
    if (p.speed > maxSpeed) maxSpeed = p.speed;
    const prev = kept[i - 1];
    if (prev) distance += haversineKm(prev.lat, prev.lon, p.lat, p.lon);
  }
  return {
    isActive: maxSpeed > 0,
    averageSpeed: kept.length ? speedSum / kept.length : 0,
    maxSpeed,
    distance,
  };
}
