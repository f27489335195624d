import type OlMap from 'ol/Map.js';
import { fromLonLat } from 'ol/proj.js';
import type { VehicleMarker } from 'map-bench:kit';

/**
 * How many of `vehicles` (sampled) `forEachFeatureAtPixel` finds at their own pixel: their own
 * id, or that of a vehicle drawn over them (its position within a marker's radius).
 */
export function hits(map: OlMap, vehicles: readonly VehicleMarker[]) {
  const pixelOf = (v: VehicleMarker) => map.getPixelFromCoordinate(fromLonLat([v.lon, v.lat]));
  const byId = new Map(vehicles.map((v) => [v.id, v]));
  const size = map.getSize() ?? [0, 0];
  const sample = vehicles.filter((v, i) => {
    const [x = -1, y = -1] = pixelOf(v);
    return i >= 0 && x > 20 && y > 20 && x < size[0]! - 20 && y < size[1]! - 20;
  });
  let found = 0;
  const missed: string[] = [];
  for (const v of sample) {
    const pixel = pixelOf(v);
    const id = map.forEachFeatureAtPixel(pixel, (feature) => feature.getId(), {
      hitTolerance: 6,
    });
    const other = typeof id === 'string' ? byId.get(id) : undefined;
    const [x = 0, y = 0] = other ? pixelOf(other) : [];
    const dx = Math.round(x - pixel[0]!);
    const dy = Math.round(y - pixel[1]!);
    if (id === v.id || (other && Math.hypot(dx, dy) <= 12)) found++;
    else missed.push(`${v.id} → ${String(id)}${other ? ` (${dx}, ${dy}) px away` : ''}`);
  }
  return { found, of: sample.length, missed };
}
