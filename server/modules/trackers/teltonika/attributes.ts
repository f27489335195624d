import type { TrackerAttributes } from '../../ingest/attributes.ts';
import type { AvlRecord, IoValue } from './decode.ts';

// Teltonika FMB/FMC AVL IO ids (the vendor's "FMB AVL ID" list) that carry what
// TrackerAttributes holds. Ids are per model family; these are the permanent and CAN/OBD
// elements the FMB and FMC families share.
export const TELTONIKA_IO = {
  /** 1 byte: 0 off, 1 on. */
  ignition: 239,
  /** 4 bytes: total odometer, metres. */
  totalOdometer: 16,
  /** 2 bytes: external (vehicle) power, millivolts. */
  externalVoltage: 66,
  /** 4 bytes: engine worktime from the vehicle's CAN bus, minutes. */
  engineWorktime: 102,
  /** 4 bytes: engine worktime counted by the CAN adapter, minutes. */
  engineWorktimeCounted: 103,
  /** 4 bytes: seconds with the ignition on, counted by the tracker itself. */
  ignitionOnCounter: 449,
  /** 2 bytes: fuel level from the CAN bus, tenths of a litre. */
  fuelLevel: 84,
  /** 1 byte: 1 when the tracker's external power was unplugged. */
  unplug: 252,
} as const;

/** A record's priority when the panic (SOS) button raised it. */
export const PRIORITY_PANIC = 2;

const numeric = (v: IoValue | undefined): number | undefined =>
  typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : undefined;

/** What a record tells besides its position; undefined when it tells none of it. */
export function teltonikaAttributes(record: AvlRecord): TrackerAttributes | undefined {
  const io = (id: number) => numeric(record.io.get(id));
  const a: TrackerAttributes = {};
  const ignition = io(TELTONIKA_IO.ignition);
  if (ignition !== undefined) a.ignition = ignition > 0;
  const odometer = io(TELTONIKA_IO.totalOdometer);
  if (odometer !== undefined) a.odometerM = odometer;
  const millivolts = io(TELTONIKA_IO.externalVoltage);
  if (millivolts !== undefined) a.powerV = millivolts / 1000;
  // The vehicle's own hour meter first; the tracker's ignition time when there is no CAN bus.
  const minutes = io(TELTONIKA_IO.engineWorktime) ?? io(TELTONIKA_IO.engineWorktimeCounted);
  const seconds = io(TELTONIKA_IO.ignitionOnCounter);
  if (minutes !== undefined) a.engineHours = minutes / 60;
  else if (seconds !== undefined) a.engineHours = seconds / 3600;
  const fuel = io(TELTONIKA_IO.fuelLevel);
  if (fuel !== undefined) a.fuelL = fuel / 10;
  if (record.priority === PRIORITY_PANIC) a.alarm = 'sos';
  else if (io(TELTONIKA_IO.unplug) === 1) a.alarm = 'powerCut';
  return Object.keys(a).length > 0 ? a : undefined;
}
