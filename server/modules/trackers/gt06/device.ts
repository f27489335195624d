import type { TrackerAlarm } from '../../ingest/attributes.ts';
import { crcItu } from '../crc.ts';
import { GT06 } from './decode.ts';

// What a GT06 tracker sends, for tests, the demo simulator and load tests: the inverse of
// decode.ts, written from the same protocol description.

/** A 0x78 0x78 frame of `protocol` with `content` and `serial`. */
export function gt06Frame(protocol: number, content: Buffer, serial: number): Buffer {
  const length = 1 + content.length + 4;
  const b = Buffer.alloc(length + 5);
  b.writeUInt8(0x78, 0);
  b.writeUInt8(0x78, 1);
  b.writeUInt8(length, 2);
  b.writeUInt8(protocol, 3);
  content.copy(b, 4);
  b.writeUInt16BE(serial, 4 + content.length);
  b.writeUInt16BE(crcItu(b, 2, length + 1), length + 1);
  b.writeUInt8(0x0d, length + 3);
  b.writeUInt8(0x0a, length + 4);
  return b;
}

export const gt06Login = (imei: string, serial: number): Buffer =>
  gt06Frame(GT06.login, Buffer.from(`0${imei}`, 'hex'), serial);

export interface DeviceGps {
  time: Date;
  lat: number;
  lon: number;
  speedKmh?: number;
  course?: number;
  satellites?: number;
  positioned?: boolean;
}

function gpsBlock(g: DeviceGps): Buffer {
  const b = Buffer.alloc(18);
  const t = g.time;
  b.set([t.getUTCFullYear() - 2000, t.getUTCMonth() + 1, t.getUTCDate()], 0);
  b.set([t.getUTCHours(), t.getUTCMinutes(), t.getUTCSeconds()], 3);
  b.writeUInt8(0xc0 | Math.min(15, g.satellites ?? 9), 6);
  b.writeUInt32BE(Math.round(Math.abs(g.lat) * 1_800_000), 7);
  b.writeUInt32BE(Math.round(Math.abs(g.lon) * 1_800_000), 11);
  b.writeUInt8(Math.min(255, Math.round(g.speedKmh ?? 0)), 15);
  let status = (g.course ?? 0) & 0x03ff;
  if (g.positioned ?? true) status |= 0x1000;
  if (g.lon < 0) status |= 0x0800;
  if (g.lat >= 0) status |= 0x0400;
  b.writeUInt16BE(status, 16);
  return b;
}

/** MCC 460, MNC 0, a LAC and a cell id, as the vendor's examples. */
const LBS = Buffer.from('01cc00287d001fb8', 'hex');

/** A GPS and LBS location packet (0x12). */
export const gt06Location = (g: DeviceGps, serial: number): Buffer =>
  gt06Frame(GT06.location, Buffer.concat([gpsBlock(g), LBS]), serial);

const ALARM_CODES: Record<TrackerAlarm, number> = { sos: 0x01, powerCut: 0x02 };

function statusBytes(s: { ignition?: boolean; alarm?: TrackerAlarm }): Buffer {
  // GPS tracking on; ACC as the ignition; level 4 battery, strong signal, English.
  const info = 0x40 | (s.ignition ? 0x02 : 0);
  return Buffer.of(info, 0x04, 0x04, s.alarm ? ALARM_CODES[s.alarm] : 0, 0x02);
}

/** A status (heartbeat) packet (0x13). */
export const gt06Status = (s: { ignition?: boolean }, serial: number): Buffer =>
  gt06Frame(GT06.status, statusBytes(s), serial);

/** An alarm packet (0x16): a location with the status and the alarm. */
export const gt06Alarm = (
  g: DeviceGps & { ignition?: boolean; alarm: TrackerAlarm },
  serial: number,
): Buffer =>
  gt06Frame(
    GT06.alarm,
    Buffer.concat([gpsBlock(g), Buffer.of(LBS.length + 1), LBS, statusBytes(g)]),
    serial,
  );
