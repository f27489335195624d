import { z } from 'zod';
import {
  ATTRIBUTE_RANGES,
  TRACKER_ALARMS,
  type AttributeFigure,
  type TrackerAttributes,
} from './attributes.ts';
import { FIX_RANGES, KNOTS_TO_KMH, parseTime, type ParseResult } from './osmand.ts';

/** Traccar counts engine hours in milliseconds. */
const MS_PER_HOUR = 3_600_000;

const ranged = (r: { min: number; max: number }) => z.number().min(r.min).max(r.max);
/** A figure of ours in Traccar's unit (`perOurs` of Traccar's make one of ours). */
const figure = (name: AttributeFigure, perOurs = 1) =>
  z
    .number()
    .min(ATTRIBUTE_RANGES[name].min * perOurs)
    .max(ATTRIBUTE_RANGES[name].max * perOurs)
    .transform((v) => v / perOurs);

/**
 * Traccar's JSON position forwarding (`forward.type` json): `{position, device}`, the position
 * as Traccar's model serializes it (speed in knots, times ISO 8601) and the device it came from.
 * Only what GoTrack keeps is read; the rest (ids, addresses, network, other attributes) is
 * ignored. Of the attributes: ignition, odometer (m), hours (ms), fuel (L), power (V), and
 * alarm (Traccar joins several with commas; other kinds than ours are ignored).
 */
export const traccarForward = z.object({
  position: z.object({
    fixTime: z.string().max(64),
    latitude: ranged(FIX_RANGES.lat),
    longitude: ranged(FIX_RANGES.lon),
    speed: ranged(FIX_RANGES.speedKnots).nullish(),
    course: ranged(FIX_RANGES.bearing).nullish(),
    altitude: ranged(FIX_RANGES.altitude).nullish(),
    accuracy: ranged(FIX_RANGES.accuracy).nullish(),
    attributes: z
      .object({
        ignition: z.boolean().optional(),
        odometer: figure('odometerM').optional(),
        hours: figure('engineHours', MS_PER_HOUR).optional(),
        fuel: figure('fuelL').optional(),
        power: figure('powerV').optional(),
        alarm: z.string().max(500).optional(),
      })
      .optional(),
  }),
  device: z.object({ uniqueId: z.string().trim().min(1).max(100) }),
});
export type TraccarForward = z.input<typeof traccarForward>;

function attributesOf(
  a: z.infer<typeof traccarForward>['position']['attributes'],
): TrackerAttributes | undefined {
  if (!a) return undefined;
  const kinds = a.alarm?.split(',') ?? [];
  const ours: TrackerAttributes = {
    ignition: a.ignition,
    odometerM: a.odometer,
    engineHours: a.hours,
    fuelL: a.fuel,
    powerV: a.power,
    alarm: TRACKER_ALARMS.find((kind) => kinds.includes(kind)),
  };
  const told = Object.entries(ours).filter(([, v]) => v !== undefined);
  return told.length ? Object.fromEntries(told) : undefined;
}

/** A forwarded position as the ingest's fix, or what is wrong with it (the first problem). */
export function parseTraccar(body: unknown, now = Date.now()): ParseResult {
  const parsed = traccarForward.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, error: `invalid ${issue.path.join('.') || 'body'}: ${issue.message}` };
  }
  const { position: p, device } = parsed.data;
  const time = parseTime(p.fixTime, now);
  if (!time) return { ok: false, error: 'invalid position.fixTime' };
  const attributes = attributesOf(p.attributes);
  return {
    ok: true,
    fix: {
      deviceId: device.uniqueId,
      key: null,
      time,
      lat: p.latitude,
      lon: p.longitude,
      speed: (p.speed ?? 0) * KNOTS_TO_KMH,
      bearing: p.course ?? null,
      altitude: p.altitude ?? null,
      // Traccar's 0 is "not known" (its model's default).
      accuracy: p.accuracy || null,
      ...(attributes && { attributes }),
    },
  };
}
