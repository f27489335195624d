import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { guid } from './common.ts';

// Live location, history and the distance/speed report (spec part 2 §3, §5, §7).

/** One position as the monitoring calls return it; speed in km/h, time ISO 8601 (UTC). */
/** Live map statuses (issue 18): minutes at speed 0 before "parked", without a report before "no signal". */
export const SETTING_PARKED_AFTER_MINUTES = 'GoTrack.Monitoring.ParkedAfterMinutes';
export const SETTING_NO_SIGNAL_AFTER_MINUTES = 'GoTrack.Monitoring.NoSignalAfterMinutes';

export const positionValue = z.object({
  latitude: z.number(),
  longitude: z.number(),
  time: z.string(),
  speed: z.number(),
});
export type PositionValue = z.infer<typeof positionValue>;

/** A series of positions (ABP's "WarpGts"): `values` oldest first. */
export const warpGts = z.object({ values: z.array(positionValue) });

/** Alarms a tracker raises (issue 30): its SOS button, its external power cut. */
export const trackerAlarm = z.enum(['sos', 'powerCut']);

/**
 * What a tracker tells besides where it is (issue 30): the figures reports and maintenance need,
 * and the alarm it raises. Every field is optional: a tracker sends what it has, and a missing
 * figure is unknown, never zero.
 */
const figure = z.optional(z.number());
export const trackerAttributes = z.object({
  ignition: z.optional(z.boolean()),
  /** Total distance the tracker counted, metres. */
  odometerM: figure,
  /** Engine hours, hours. */
  engineHours: figure,
  /** External power voltage, volts. */
  powerV: figure,
  /** Fuel level, litres. */
  fuelL: figure,
  alarm: z.optional(trackerAlarm),
});
export type TrackerAttributes = z.infer<typeof trackerAttributes>;

/**
 * `attributes` (beyond ABP, issue 30): the latest figure the vehicle's tracker sent of each kind,
 * and the alarm of its latest position; absent when it never sent any.
 */
export const liveLocation = z.object({
  vehicleId: guid,
  warpGtses: z.array(warpGts),
  attributes: z.optional(trackerAttributes),
});
export type LiveLocation = z.infer<typeof liveLocation>;

/**
 * Latest position of each asked vehicle the caller may see (vehicles without one are left out);
 * an empty `vehicleIds` asks for every visible vehicle. `onlySpeed` is accepted and ignored.
 */
export const getLiveLocations = endpoint({
  method: 'POST',
  path: '/api/app/monitoring/liveLocation',
  body: z.object({
    onlySpeed: z.optional(z.boolean()),
    vehicleIds: z.array(guid).check(z.maxLength(1000)),
  }),
  response: z.object({ items: z.array(liveLocation) }),
});

export const date = z.iso.datetime({ offset: true, local: true });

export const historyQuery = z.object({
  vehicleId: guid,
  fromDate: date,
  toDate: date,
  onlySpeed: z.optional(z.stringbool()),
});

/** Positions between fromDate and toDate, one series (empty list when none). */
export const getVehicleHistory = endpoint({
  method: 'GET',
  path: '/api/app/monitoring/vehicleHistory',
  query: historyQuery,
  response: z.array(warpGts),
});

export const vehicleReport = z.object({
  isActive: z.boolean(),
  averageSpeed: z.number(),
  maxSpeed: z.number(),
  /** Kilometres along the track. */
  distance: z.number(),
});
export type VehicleReport = z.infer<typeof vehicleReport>;

export const getVehicleReport = endpoint({
  method: 'GET',
  path: '/api/app/vehicleReport/vehicleDistanceAverageAndMaxSpeedReport',
  query: z.object({
    vehicleId: guid,
    fromDate: date,
    toDate: date,
    ignoreSpeedUnder: z.optional(z.coerce.number().check(z.minimum(0))),
  }),
  response: vehicleReport,
});

/** Spec part 2 §5: history range messages (client and server). */
export const HISTORY_RANGE = {
  maxHours: 24,
  maxAgeDays: 30,
  messages: {
    future: 'the date can`t be in the future',
    within24h: 'Date must be within 24 hours',
    within30days: 'Date must be within the last 30 days',
    fromBeforeTo: 'From date must be before to date',
    toAfterFrom: 'To date must be after from date',
  },
} as const;

/** The messages the range breaks, none when valid. `now` in ms. */
export function historyRangeErrors(from: Date, to: Date, now: number): string[] {
  const m = HISTORY_RANGE.messages;
  const errors: string[] = [];
  if (to.getTime() > now || from.getTime() > now) errors.push(m.future);
  if (from.getTime() >= to.getTime()) errors.push(m.fromBeforeTo);
  if (to.getTime() - from.getTime() > HISTORY_RANGE.maxHours * 3_600_000) errors.push(m.within24h);
  if (from.getTime() < now - HISTORY_RANGE.maxAgeDays * 86_400_000) errors.push(m.within30days);
  return errors;
}
