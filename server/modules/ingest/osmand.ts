import {
  inRange,
  TRACKER_ALARMS,
  type AttributeFigure,
  type TrackerAlarm,
  type TrackerAttributes,
} from './attributes.ts';

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
/** What a fix's numbers may be, whichever protocol brings them; speed in knots. */
export const FIX_RANGES = {
  lat: { min: -90, max: 90 },
  lon: { min: -180, max: 180 },
  speedKnots: { min: 0, max: 1000 },
  bearing: { min: 0, max: 360 },
  altitude: { min: -1000, max: 20000 },
  accuracy: { min: 0, max: Number.MAX_VALUE },
} as const;
type FixNumber = keyof typeof FIX_RANGES;
const within = (name: FixNumber, value: number) =>
  value >= FIX_RANGES[name].min && value <= FIX_RANGES[name].max;

/** Plain decimals only: `Number()` also reads `0x10`, `1e1`, `Infinity` and padded blanks. */
const DECIMAL = /^[+-]?\d{1,12}(\.\d{1,15})?$/;

/** null = absent (an empty optional field counts as absent); undefined = malformed. */
function num(params: Record<string, unknown>, name: string): number | null | undefined {
  const raw = params[name];
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || !DECIMAL.test(raw)) return undefined;
  return Number(raw);
}

/** Reads a position's time (epoch seconds or ms, or ISO 8601); null when invalid or too far ahead. */
export function parseTime(raw: unknown, now: number): Date | null {
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

/** OsmAnd's extra parameter of each figure, as Traccar's OsmAnd protocol names them. */
const FIGURE_PARAMS: [string, AttributeFigure][] = [
  ['odometer', 'odometerM'],
  ['hours', 'engineHours'],
  ['fuel', 'fuelL'],
  ['power', 'powerV'],
];

/**
 * The tracker attributes among the parameters (issue 30): `ignition=true|false`, `odometer`
 * (metres), `hours` (engine hours), `fuel` (litres), `power` (volts), `alarm=sos|powerCut`.
 * A malformed one refuses the fix, as a malformed speed does: dropping it would hide the fault.
 */
function parseAttributes(
  params: Record<string, unknown>,
): { ok: true; attributes?: TrackerAttributes } | { ok: false; error: string } {
  const attributes: TrackerAttributes = {};
  const ignition = params.ignition;
  if (ignition === 'true' || ignition === 'false') attributes.ignition = ignition === 'true';
  else if (ignition !== undefined && ignition !== '') {
    return { ok: false, error: 'invalid ignition (true or false)' };
  }
  for (const [name, figure] of FIGURE_PARAMS) {
    const value = num(params, name);
    if (value === undefined || (value !== null && !inRange(figure, value))) {
      return { ok: false, error: `invalid ${name}` };
    }
    if (value !== null) attributes[figure] = value;
  }
  const alarm = params.alarm;
  if (typeof alarm === 'string' && TRACKER_ALARMS.includes(alarm as TrackerAlarm)) {
    attributes.alarm = alarm as TrackerAlarm;
  } else if (alarm !== undefined && alarm !== '') {
    return { ok: false, error: `invalid alarm (${TRACKER_ALARMS.join(' or ')})` };
  }
  return Object.keys(attributes).length ? { ok: true, attributes } : { ok: true };
}

/** Parses OsmAnd parameters (query or form); every range is checked before anything is stored. */
export function parseOsmAnd(params: Record<string, unknown>, now = Date.now()): ParseResult {
  const id = text(params, 'id', 100) ?? text(params, 'deviceid', 100);
  if (!id) return { ok: false, error: 'missing device id' };
  const lat = num(params, 'lat');
  const lon = num(params, 'lon');
  if (lat == null || !within('lat', lat)) return { ok: false, error: 'invalid lat' };
  if (lon == null || !within('lon', lon)) return { ok: false, error: 'invalid lon' };
  const speed = num(params, 'speed');
  if (speed === undefined || (speed !== null && !within('speedKnots', speed))) {
    return { ok: false, error: 'invalid speed' };
  }
  const bearing = num(params, 'bearing');
  if (bearing === undefined || (bearing !== null && !within('bearing', bearing))) {
    return { ok: false, error: 'invalid bearing' };
  }
  const altitude = num(params, 'altitude');
  if (altitude === undefined || (altitude !== null && !within('altitude', altitude))) {
    return { ok: false, error: 'invalid altitude' };
  }
  const accuracy = num(params, 'accuracy');
  if (accuracy === undefined || (accuracy !== null && !within('accuracy', accuracy))) {
    return { ok: false, error: 'invalid accuracy' };
  }
  const time = parseTime(params.timestamp, now);
  if (!time) return { ok: false, error: 'invalid timestamp' };
  const extra = parseAttributes(params);
  if (!extra.ok) return extra;
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
      ...(extra.attributes && { attributes: extra.attributes }),
    },
  };
}
