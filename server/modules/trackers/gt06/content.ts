import type { TrackerAlarm, TrackerAttributes } from '../../ingest/attributes.ts';
import type { Reader } from '../reader.ts';

// The GPS block and the status bytes that several GT06 packets share.

export interface Gt06Gps {
  /** The tracker's UTC clock; NaN when the date it sent is no date. */
  timeMs: number;
  lat: number;
  lon: number;
  speedKmh: number;
  /** Degrees from north. */
  course: number;
  satellites: number;
  /** The GPS had a fix; without one the coordinates are the last known. */
  positioned: boolean;
}

/** Coordinates are minutes × 30000: degrees × 1,800,000. */
const UNITS_PER_DEGREE = 1_800_000;

/** Date and time (6 bytes, year from 2000), satellites, latitude, longitude, speed, course. */
export function readGps(r: Reader): Gt06Gps {
  const d = r.bytes(6, 'date');
  const time = new Date(Date.UTC(2000 + d[0]!, d[1]! - 1, d[2], d[3], d[4], d[5]));
  // A field out of its range rolls over into the next one: such a date is no date.
  const valid =
    time.getUTCMonth() === d[1]! - 1 &&
    time.getUTCDate() === d[2] &&
    time.getUTCHours() === d[3] &&
    time.getUTCMinutes() === d[4] &&
    time.getUTCSeconds() === d[5];
  const timeMs = valid ? time.getTime() : NaN;
  const satellites = r.u8('satellites') & 0x0f;
  const lat = r.u32('latitude') / UNITS_PER_DEGREE;
  const lon = r.u32('longitude') / UNITS_PER_DEGREE;
  const speedKmh = r.u8('speed');
  const status = r.u16('course');
  return {
    timeMs,
    // Bit 10 set: north; bit 11 set: west.
    lat: status & 0x0400 ? lat : -lat,
    lon: status & 0x0800 ? -lon : lon,
    speedKmh,
    course: status & 0x03ff,
    satellites,
    positioned: (status & 0x1000) !== 0,
  };
}

/**
 * The cell an alarm packet was sent from, behind its length byte. Trackers disagree on whether
 * that length counts itself (the vendor's own examples give 9 and 8 for the same fields), so the
 * fields are read by their sizes: MCC, MNC (2 bytes when the MCC's top bit says so), LAC, cell.
 */
export function skipLbs(r: Reader): void {
  if (r.u8('LBS length') === 0) return;
  const mcc = r.u16('MCC');
  r.bytes((mcc & 0x8000 ? 2 : 1) + 2 + 3, 'LBS');
}

/** Terminal information bits 3–5. */
const INFO_ALARMS: Record<number, TrackerAlarm> = { 0b100: 'sos', 0b010: 'powerCut' };
/** The alarm byte of alarm and status packets. */
const ALARM_BYTE: Record<number, TrackerAlarm> = { 0x01: 'sos', 0x02: 'powerCut' };

/**
 * Terminal information (ACC = ignition, alarm bits), voltage level, GSM signal, then the
 * alarm and language bytes; trackers that send less are read as far as they go. The voltage
 * level is a 0–6 scale, not volts: it is not told as power.
 */
export function statusAttributes(r: Reader): TrackerAttributes {
  const info = r.u8('terminal information');
  const a: TrackerAttributes = { ignition: (info & 0x02) !== 0 };
  let alarmByte = 0;
  if (r.remaining >= 3) {
    r.bytes(2, 'voltage and signal levels');
    alarmByte = r.u8('alarm');
  }
  const alarm = ALARM_BYTE[alarmByte] ?? INFO_ALARMS[(info >> 3) & 0x07];
  if (alarm) a.alarm = alarm;
  return a;
}
