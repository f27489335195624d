import type { TrackerAttributes } from '../../ingest/attributes.ts';
import { crcItu } from '../crc.ts';
import { FrameError } from '../frame-error.ts';
import { Reader } from '../reader.ts';
import { readGps, skipLbs, statusAttributes, type Gt06Gps } from './content.ts';

// Concox GT06 (the vendor's "GPS Tracker Communication Protocol (GT06)"): frames start with
// 0x78 0x78 and a 1-byte length, or 0x79 0x79 and a 2-byte length; then the protocol number,
// the content, a 2-byte serial number, a CRC-ITU of everything from the length to the serial,
// and 0x0D 0x0A.

export const GT06 = {
  login: 0x01,
  location: 0x12,
  status: 0x13,
  alarm: 0x16,
  /** GT06N and later: location with the ACC (ignition) state. */
  locationAcc: 0x22,
  /** GT06N and later: alarm, laid out as 0x16. */
  alarmMulti: 0x26,
} as const;

export { type Gt06Gps } from './content.ts';

interface Head {
  protocol: number;
  serial: number;
  /** Came in a 0x79 0x79 frame (2-byte length): answered the same way. */
  long: boolean;
}

export type Gt06Packet =
  | (Head & { kind: 'login'; imei: string })
  | (Head & { kind: 'location' | 'alarm'; gps: Gt06Gps; attributes?: TrackerAttributes })
  | (Head & { kind: 'status'; attributes?: TrackerAttributes })
  | (Head & { kind: 'other' });

/** A login carries at most the terminal id, a type and a time zone: a few dozen bytes. */
const LOGIN_MAX_BYTES = 64;
const MIN_LENGTH = 5; // protocol number, serial, CRC

/**
 * How many bytes the frame at the start of `buf` takes, or null while they have not all come.
 * Until the tracker logged in only a login-sized frame is awaited; after, at most `maxBytes`.
 */
export function gt06FrameLength(buf: Buffer, identified: boolean, maxBytes: number): number | null {
  if (buf.length < 1) return null;
  if (buf[0] !== 0x78 && buf[0] !== 0x79) throw new FrameError('not a GT06 start');
  if (buf.length < 2) return null;
  const long = buf[0] === 0x79;
  if (buf[1] !== buf[0]) throw new FrameError('not a GT06 start');
  if (buf.length < (long ? 4 : 3)) return null;
  const length = long ? buf.readUInt16BE(2) : buf[2]!;
  if (length < MIN_LENGTH) throw new FrameError('GT06 length too short');
  const total = length + (long ? 6 : 5);
  if (total > (identified ? maxBytes : LOGIN_MAX_BYTES)) {
    throw new FrameError('GT06 frame over the size limit');
  }
  return total;
}

/** Decodes one frame (as `gt06FrameLength` delimited it), its CRC checked. */
export function decodeGt06(frame: Buffer): Gt06Packet {
  const long = frame[0] === 0x79;
  const headBytes = long ? 4 : 3;
  if (frame.length < headBytes + MIN_LENGTH + 2) throw new FrameError('truncated GT06 frame');
  const length = long ? frame.readUInt16BE(2) : frame[2]!;
  if (frame.length !== length + headBytes + 2) throw new FrameError('GT06 length mismatch');
  const end = frame.length - 2;
  if (frame[end] !== 0x0d || frame[end + 1] !== 0x0a) throw new FrameError('GT06 stop bytes');
  if (frame.readUInt16BE(end - 2) !== crcItu(frame, 2, end - 2)) {
    throw new FrameError('GT06 CRC mismatch');
  }
  const head: Head = { protocol: frame[headBytes]!, serial: frame.readUInt16BE(end - 4), long };
  // The content: between the protocol number and the serial.
  const r = new Reader(frame, headBytes + 1, end - 4);
  switch (head.protocol) {
    case GT06.login:
      return { ...head, kind: 'login', imei: readImei(r) };
    case GT06.location:
      return { ...head, kind: 'location', gps: readGps(r) };
    case GT06.locationAcc: {
      const gps = readGps(r);
      r.bytes(8, 'LBS'); // MCC, MNC, LAC, cell id
      return { ...head, kind: 'location', gps, attributes: { ignition: r.u8('ACC') === 1 } };
    }
    case GT06.alarm:
    case GT06.alarmMulti: {
      const gps = readGps(r);
      skipLbs(r);
      return { ...head, kind: 'alarm', gps, attributes: statusAttributes(r) };
    }
    case GT06.status:
      return { ...head, kind: 'status', attributes: statusAttributes(r) };
    default:
      return { ...head, kind: 'other' };
  }
}

/** The terminal id: the 15-digit IMEI in 8 BCD bytes, behind a leading zero digit. */
function readImei(r: Reader): string {
  const digits = r.bytes(8, 'terminal id').toString('hex');
  if (!/^0\d{15}$/.test(digits)) throw new FrameError('terminal id is not a BCD IMEI');
  return digits.slice(1);
}
