/**
 * What a tracker may tell besides where it is (issue 30), stored with each position when sent:
 * the figures reports and maintenance need, and the alarm a tracker raises. Every field is
 * optional: a tracker sends what it has, and a missing figure is unknown, never zero.
 * OsmAnd's extra parameters, Teltonika's IO elements, GT06's status bytes and Traccar's forwarded
 * attributes all map onto this one shape.
 */
export interface TrackerAttributes {
  ignition?: boolean;
  /** Total distance the tracker counted, metres. */
  odometerM?: number;
  /** Engine hours, hours. */
  engineHours?: number;
  /** External power voltage, volts. */
  powerV?: number;
  /** Fuel level, litres. */
  fuelL?: number;
  alarm?: TrackerAlarm;
}

export const TRACKER_ALARMS = ['sos', 'powerCut'] as const;
export type TrackerAlarm = (typeof TRACKER_ALARMS)[number];
