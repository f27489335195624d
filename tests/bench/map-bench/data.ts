import type { LonLat, VehicleMarker } from 'map-bench:kit';

// Synthetic but plausible fleet data around Damascus, from a seeded generator so every run
// draws the same thing.

const CENTER = { lat: 33.51, lon: 36.28 };
const M_PER_DEG_LAT = 111_320;
const M_PER_DEG_LON = M_PER_DEG_LAT * Math.cos((CENTER.lat * Math.PI) / 180);
const CITIES = ['Damascus', 'Aleppo', 'Homs', 'Hama', 'Latakia', 'Tartus', 'Daraa', 'Idlib'];

/** mulberry32: a small, fast, seeded PRNG returning numbers in [0, 1). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Moves `p` by `meters` towards `heading` (degrees clockwise from north). */
function step(p: LonLat, heading: number, meters: number): LonLat {
  const rad = (heading * Math.PI) / 180;
  return {
    lat: p.lat + (Math.cos(rad) * meters) / M_PER_DEG_LAT,
    lon: p.lon + (Math.sin(rad) * meters) / M_PER_DEG_LON,
  };
}

/** Keeps a wandering position within `radius` metres of the centre by turning it back. */
function headBack(p: LonLat, heading: number, radius: number): number {
  const dy = (p.lat - CENTER.lat) * M_PER_DEG_LAT;
  const dx = (p.lon - CENTER.lon) * M_PER_DEG_LON;
  if (Math.hypot(dx, dy) < radius) return heading;
  return ((Math.atan2(-dx, -dy) * 180) / Math.PI + 360) % 360;
}

/** `count` vehicles within ~10 km of central Damascus, labelled like "123456 - Damascus". */
export function fleet(count: number, rand = random(1)): VehicleMarker[] {
  return Array.from({ length: count }, (_, i) => {
    const angle = rand() * 2 * Math.PI;
    const meters = Math.sqrt(rand()) * 10_000;
    const city = CITIES[Math.floor(rand() * CITIES.length)] ?? 'Damascus';
    return {
      id: `vehicle-${i + 1}`,
      label: `${100_000 + Math.floor(rand() * 900_000)} - ${city}`,
      ...step(CENTER, (angle * 180) / Math.PI, meters),
      heading: Math.floor(rand() * 360),
    };
  });
}

/**
 * The next 5-second poll, as fresh objects (as parsed from the API): a vehicle moves with
 * probability `share`, up to 100 m, turning up to ±30°; the others report what they did before.
 */
export function nextPoll(
  previous: readonly VehicleMarker[],
  share: number,
  rand: () => number,
): VehicleMarker[] {
  return previous.map((v) => {
    if (rand() >= share) return { ...v };
    const heading = Math.round((v.heading ?? 0) + (rand() - 0.5) * 60 + 360) % 360;
    return { ...v, ...step(v, heading, 10 + rand() * 90), heading };
  });
}

/**
 * One position a second for `count` seconds: trips through town (5–20 m/s, turns at
 * junctions every 100–600 m) between stops where the GPS jitters by a few metres.
 */
export function historyPath(count: number, rand = random(7)): LonLat[] {
  const points: LonLat[] = [];
  let p: LonLat = step(CENTER, 45, 3_000);
  let heading = 90;
  let moving = false;
  let left = 0; // seconds left in the current trip or stop
  let toTurn = 0; // metres to the next junction
  let speed = 10;
  while (points.length < count) {
    if (left <= 0) {
      moving = !moving;
      left = moving ? 600 + rand() * 2_400 : 120 + rand() * 3_600;
    }
    left--;
    if (moving) {
      speed = Math.min(20, Math.max(5, speed + (rand() - 0.5) * 2));
      toTurn -= speed;
      if (toTurn <= 0) {
        heading = (heading + [0, 90, -90, 0][Math.floor(rand() * 4)]! + 360) % 360;
        toTurn = 100 + rand() * 500;
      }
      heading = headBack(p, heading + (rand() - 0.5) * 4, 15_000);
      p = step(p, heading, speed);
      points.push(p);
    } else {
      points.push(step(p, rand() * 360, rand() * 4));
    }
  }
  return points;
}
