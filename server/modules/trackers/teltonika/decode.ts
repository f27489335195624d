import { crc16Ibm } from '../crc.ts';
import { FrameError } from '../frame-error.ts';
import { Reader } from '../reader.ts';

// Teltonika Codec 8 and Codec 8 Extended over TCP (the vendor's "Teltonika Data Sending
// Protocols"): a connection opens with the IMEI (2-byte length + ASCII digits), then carries AVL
// data packets: 4 zero bytes, a 4-byte data length, codec id, record count, the records, the
// count again, and a 4-byte CRC-16/IBM of everything from the codec id to the second count.

export const CODEC_8 = 0x08;
export const CODEC_8E = 0x8e;
export type Codec = typeof CODEC_8 | typeof CODEC_8E;

/** An IO element's value: 1, 2 and 4 bytes as unsigned numbers, 8 bytes as a bigint, NX raw. */
export type IoValue = number | bigint | Buffer;

export interface AvlRecord {
  /** Milliseconds since 1970 (UTC), as the tracker's clock said. */
  timeMs: number;
  /** 0 low, 1 high, 2 panic. */
  priority: number;
  lat: number;
  lon: number;
  /** Metres. */
  altitude: number;
  /** Degrees from north. */
  angle: number;
  /** 0 when the tracker had no GPS fix (the coordinates are then its last known ones). */
  satellites: number;
  speedKmh: number;
  /** The IO element that caused the record (0: periodic). */
  eventId: number;
  io: Map<number, IoValue>;
}

export interface AvlPacket {
  codec: Codec;
  records: AvlRecord[];
}

/** The IMEI handshake is 15 ASCII digits behind its length; anything else is not Teltonika. */
const IMEI = /^\d{15}$/;
const HANDSHAKE_BYTES = 2 + 15;

/**
 * How many bytes the frame at the start of `buf` takes, or null while they have not all come.
 * Before the IMEI is known the frame is the handshake, after it an AVL packet (at most
 * `maxBytes`, an operator's bound).
 */
export function teltonikaFrameLength(
  buf: Buffer,
  identified: boolean,
  maxBytes: number,
): number | null {
  if (buf.length < 2) return null;
  if (!identified) {
    if (buf.readUInt16BE(0) !== 15) throw new FrameError('not an IMEI handshake');
    return HANDSHAKE_BYTES;
  }
  if (buf.length < 8) return null;
  if (buf.readUInt32BE(0) !== 0) throw new FrameError('AVL packet without its zero preamble');
  const dataLength = buf.readUInt32BE(4);
  // Codec id and both record counts at least.
  if (dataLength < 3) throw new FrameError('AVL data length too short');
  if (12 + dataLength > maxBytes) throw new FrameError('AVL packet over the size limit');
  return 12 + dataLength;
}

/** The IMEI of a handshake frame (as `teltonikaFrameLength` delimited it). */
export function decodeImei(frame: Buffer): string {
  const r = new Reader(frame);
  const imei = r.bytes(r.u16('IMEI length'), 'IMEI').toString('latin1');
  if (!IMEI.test(imei) || r.remaining !== 0) throw new FrameError('IMEI is not 15 digits');
  return imei;
}

/** Decodes one AVL data packet, its CRC checked; throws `FrameError` on anything amiss. */
export function decodeAvlPacket(frame: Buffer): AvlPacket {
  const r = new Reader(frame);
  if (r.u32('preamble') !== 0) throw new FrameError('AVL packet without its zero preamble');
  const dataLength = r.u32('data length');
  const dataEnd = 8 + dataLength;
  if (frame.length !== dataEnd + 4) throw new FrameError('AVL packet length mismatch');
  const crc = frame.readUInt32BE(dataEnd);
  if (crc !== crc16Ibm(frame, 8, dataEnd)) throw new FrameError('AVL packet CRC mismatch');
  const body = new Reader(frame, 8, dataEnd);
  const codec = body.u8('codec id');
  if (codec !== CODEC_8 && codec !== CODEC_8E) {
    throw new FrameError(`unsupported codec 0x${codec.toString(16)}`);
  }
  const count = body.u8('record count');
  const records: AvlRecord[] = [];
  for (let i = 0; i < count; i++) records.push(readRecord(body, codec));
  if (body.u8('second record count') !== count) throw new FrameError('record counts differ');
  if (body.remaining !== 0) throw new FrameError('bytes after the records');
  return { codec, records };
}

function readRecord(r: Reader, codec: Codec): AvlRecord {
  const wide = codec === CODEC_8E;
  const id = () => (wide ? r.u16('IO id') : r.u8('IO id'));
  const timeMs = Number(r.u64('timestamp'));
  const priority = r.u8('priority');
  const lon = r.i32('longitude') / 1e7;
  const lat = r.i32('latitude') / 1e7;
  const altitude = r.i16('altitude');
  const angle = r.u16('angle');
  const satellites = r.u8('satellites');
  const speedKmh = r.u16('speed');
  const eventId = id();
  id(); // the total of IO elements: the per-size counts that follow are what tell
  const io = new Map<number, IoValue>();
  for (const size of [1, 2, 4, 8] as const) {
    const n = id();
    for (let k = 0; k < n; k++) {
      const key = id();
      const value =
        size === 1 ? r.u8() : size === 2 ? r.u16() : size === 4 ? r.u32() : r.u64('IO value');
      io.set(key, value);
    }
  }
  if (wide) {
    const n = r.u16('NX count');
    for (let k = 0; k < n; k++) {
      const key = r.u16('IO id');
      io.set(key, r.bytes(r.u16('NX length'), 'NX value'));
    }
  }
  return { timeMs, priority, lat, lon, altitude, angle, satellites, speedKmh, eventId, io };
}
