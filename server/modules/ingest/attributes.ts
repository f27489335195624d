import {
  trackerAlarm,
  type TrackerAttributes as Attributes,
} from '../../../src/api/contract/monitoring.ts';

/**
 * What a tracker may tell besides where it is (issue 30), stored with each position when sent
 * (the shape is the contract's: the live location API returns it as stored). OsmAnd's extra
 * parameters, Teltonika's IO elements, GT06's status bytes and Traccar's forwarded attributes all
 * map onto this one shape.
 */
export type TrackerAttributes = Attributes;

export const TRACKER_ALARMS = trackerAlarm.options;
export type TrackerAlarm = (typeof TRACKER_ALARMS)[number];

/**
 * The plausible range of each figure, whichever protocol brings it: a value outside is a broken
 * tracker or a forged one, refused like a latitude of 91. Generous on purpose (a truck's 24 V
 * system, a tanker's 40,000 L, Teltonika's 32-bit odometer of 4.3 million km).
 */
export const ATTRIBUTE_RANGES = {
  odometerM: { min: 0, max: 1e10 },
  engineHours: { min: 0, max: 1e6 },
  powerV: { min: 0, max: 1000 },
  fuelL: { min: 0, max: 1e5 },
} as const satisfies Record<string, { min: number; max: number }>;

/** The figures `ATTRIBUTE_RANGES` bounds. */
export type AttributeFigure = keyof typeof ATTRIBUTE_RANGES;

/** Whether `value` is a plausible `figure`. */
export const inRange = (figure: AttributeFigure, value: number): boolean =>
  Number.isFinite(value) &&
  value >= ATTRIBUTE_RANGES[figure].min &&
  value <= ATTRIBUTE_RANGES[figure].max;
