import type { TrackerAttributes } from './attributes.ts';

/** Knots (OsmAnd's speed unit) to km/h. */
export const KNOTS_TO_KMH = 1.852;

export interface OsmAndFix {
  deviceId: string;
  /** The device's secret (`key`), when it sends one. */
  key: string | null;
  time: Date;
  lat: number;
  lon: number;
  /** km/h */
  speed: number;
  bearing: number | null;
  altitude: number | null;
  accuracy: number | null;
  /** What else the tracker told (issue 30); absent when it told nothing more. */
  attributes?: TrackerAttributes;
}

export type ParseResult = { ok: true; fix: OsmAndFix } | { ok: false; error: string };

/**
 * A device clock may run a little ahead; more than this is a wrong clock or a forged fix meant to
 * hold the vehicle's live position (issue 11), and is refused.
 */
export const MAX_FUTURE_MS = 60_000;
/** Fixes dated before this come from a clock that was never set. */
export const MIN_TIME = Date.UTC(2000, 0, 1);
/** Plain decimals only: `Number()` also reads `0x10`, `1e1`, `Infinity` and padded blanks. */
const DECIMAL = /^[+-]?\d{1,12}(\.\d{1,15})?$/;

/** null = absent (an empty optional field counts as absent); undefined = malformed. */
function num(params: Record<string, unknown>, name: string): number | null | undefined {
  const raw = params[name];
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || !DECIMAL.test(raw)) return undefined;
  return Number(raw);
}

function parseTime(raw: unknown, now: number): Date | null {
  if (raw === undefined || raw === '') return new Date(now);
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(text)) {
    const n = Number(text);
    // Seconds per OsmAnd; some trackers send milliseconds.
    ms = n > 1e11 ? n : n * 1000;
  } else {
    ms = /^\d{4}-\d{2}-\d{2}T/.test(text) ? Date.parse(text) : NaN;
  }
  if (!Number.isFinite(ms) || ms < MIN_TIME || ms > now + MAX_FUTURE_MS) return null;
  // A fix from a clock running ahead is stored at the time it arrived: dated later than the
  // next honest fix, it would keep the live position ("the newest wins") until its time came.
  return new Date(Math.min(ms, now));
}

function text(params: Record<string, unknown>, name: string, max: number): string | null {
  const raw = params[name];
  return typeof raw === 'string' && raw.trim() && raw.length <= max ? raw.trim() : null;
}

/** Parses OsmAnd parameters (query or form); every range is checked before anything is stored. */
export function parseOsmAnd(params: Record<string, unknown>, now = Date.now()): ParseResult {
  const id = text(params, 'id', 100) ?? text(params, 'deviceid', 100);
  if (!id) return { ok: false, error: 'missing device id' };
  const lat = num(params, 'lat');
  const lon = num(params, 'lon');
  if (lat == null || lat < -90 || lat > 90) return { ok: false, error: 'invalid lat' };
  if (lon == null || lon < -180 || lon > 180) return { ok: false, error: 'invalid lon' };
  const speed = num(params, 'speed');
  if (speed === undefined || (speed !== null && (speed < 0 || speed > 1000))) {
    return { ok: false, error: 'invalid speed' };
  }
  const bearing = num(params, 'bearing');
  if (bearing === undefined || (bearing !== null && (bearing < 0 || bearing > 360))) {
    return { ok: false, error: 'invalid bearing' };
  }
  const altitude = num(params, 'altitude');
  if (altitude === undefined || (altitude !== null && (altitude < -1000 || altitude > 20000))) {
    return { ok: false, error: 'invalid altitude' };
  }
  const accuracy = num(params, 'accuracy');
  if (accuracy === undefined || (accuracy !== null && accuracy < 0)) {
    return { ok: false, error: 'invalid accuracy' };
  }
  const time = parseTime(params.timestamp, now);
  if (!time) return { ok: false, error: 'invalid timestamp' };
  return {
    ok: true,
    fix: {
      deviceId: id,
      key: text(params, 'key', 200),
      time,
      lat,
      lon,
      speed: (speed ?? 0) * KNOTS_TO_KMH,
      bearing,
      altitude,
      accuracy,
    },
  };
}
