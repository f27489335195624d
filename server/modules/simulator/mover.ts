import { haversineKm } from '../monitoring/geo.ts';

export interface Profile {
  street: [number, number][];
  /** Cruising speed km/h; 0 = parked. */
  baseSpeed: number;
  /** Stops at lights and deliveries. */
  stops: boolean;
  phase: number;
}

export interface Sample {
  lat: number;
  lon: number;
  speed: number;
  bearing: number;
}

/** Moves one vehicle back and forth along its street; `advance` is deterministic in time. */
export function createMover(p: Profile) {
  const cumulative = [0];
  for (let i = 1; i < p.street.length; i++) {
    const [a, b] = [p.street[i - 1]!, p.street[i]!];
    cumulative.push(cumulative[i - 1]! + haversineKm(a[0], a[1], b[0], b[1]));
  }
  const length = cumulative.at(-1)!;
  let along = (p.phase * length) % (2 * length);

  function speedAt(seconds: number): number {
    if (p.baseSpeed === 0) return 0;
    if (p.stops && (seconds + p.phase * 997) % 300 < 45) return 0;
    return Math.max(5, p.baseSpeed + 12 * Math.sin(seconds / 50 + p.phase * 7));
  }

  function here(speed: number): Sample {
    const cycle = along % (2 * length);
    const forward = cycle <= length;
    const d = forward ? cycle : 2 * length - cycle;
    let i = 1;
    while (i < cumulative.length - 1 && cumulative[i]! < d) i++;
    const [a, b] = [p.street[i - 1]!, p.street[i]!];
    const seg = cumulative[i]! - cumulative[i - 1]! || 1;
    const f = Math.min(1, Math.max(0, (d - cumulative[i - 1]!) / seg));
    const lat = a[0] + (b[0] - a[0]) * f;
    const lon = a[1] + (b[1] - a[1]) * f;
    const [from, to] = forward ? [a, b] : [b, a];
    const bearing = ((Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI + 360) % 360;
    return { lat, lon, speed, bearing: Math.round(bearing) };
  }

  return {
    /** Advances by `dtSeconds` at the speed of time `seconds` (epoch seconds) and samples. */
    advance(seconds: number, dtSeconds: number): Sample {
      const speed = speedAt(seconds);
      along += (speed * dtSeconds) / 3600;
      return here(speed);
    },
  };
}
