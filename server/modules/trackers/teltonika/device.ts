import { crc16Ibm } from '../crc.ts';
import { CODEC_8, CODEC_8E, type Codec } from './decode.ts';

// What a Teltonika tracker sends, for tests, the demo simulator and load tests: the inverse of
// decode.ts, written from the same protocol description.

export interface DeviceIo {
  id: number;
  /** Bytes of the value: 1, 2, 4 or 8. */
  size: 1 | 2 | 4 | 8;
  value: number | bigint;
}

export interface DeviceRecord {
  time: Date;
  priority?: number;
  lat: number;
  lon: number;
  altitude?: number;
  angle?: number;
  satellites?: number;
  speedKmh?: number;
  eventId?: number;
  io?: DeviceIo[];
  /** Variable-length elements (Codec 8 Extended only). */
  nx?: { id: number; value: Buffer }[];
}

/** The IMEI handshake a tracker opens its connection with. */
export function imeiHandshake(imei: string): Buffer {
  const ascii = Buffer.from(imei, 'latin1');
  const b = Buffer.alloc(2 + ascii.length);
  b.writeUInt16BE(ascii.length);
  ascii.copy(b, 2);
  return b;
}

function recordBytes(rec: DeviceRecord, codec: Codec): Buffer {
  const wide = codec === CODEC_8E;
  const parts: Buffer[] = [];
  const n = (v: number) => {
    const b = Buffer.alloc(wide ? 2 : 1);
    if (wide) b.writeUInt16BE(v);
    else b.writeUInt8(v);
    parts.push(b);
  };
  const head = Buffer.alloc(24);
  head.writeBigUInt64BE(BigInt(rec.time.getTime()), 0);
  head.writeUInt8(rec.priority ?? 0, 8);
  head.writeInt32BE(Math.round(rec.lon * 1e7), 9);
  head.writeInt32BE(Math.round(rec.lat * 1e7), 13);
  head.writeInt16BE(rec.altitude ?? 0, 17);
  head.writeUInt16BE(rec.angle ?? 0, 19);
  head.writeUInt8(rec.satellites ?? 8, 21);
  head.writeUInt16BE(rec.speedKmh ?? 0, 22);
  parts.push(head);
  const io = rec.io ?? [];
  const nx = wide ? (rec.nx ?? []) : [];
  n(rec.eventId ?? 0);
  n(io.length + nx.length);
  for (const size of [1, 2, 4, 8] as const) {
    const ofSize = io.filter((e) => e.size === size);
    n(ofSize.length);
    for (const e of ofSize) {
      n(e.id);
      const b = Buffer.alloc(size);
      if (size === 8) b.writeBigUInt64BE(BigInt(e.value));
      else b.writeUIntBE(Number(e.value), 0, size);
      parts.push(b);
    }
  }
  if (wide) {
    n(nx.length);
    for (const e of nx) {
      n(e.id);
      n(e.value.length);
      parts.push(e.value);
    }
  }
  return Buffer.concat(parts);
}

/** An AVL data packet of `records` (at most 255), with its lengths and CRC. */
export function avlPacket(records: DeviceRecord[], codec: Codec = CODEC_8): Buffer {
  const data = Buffer.concat([
    Buffer.of(codec, records.length),
    ...records.map((r) => recordBytes(r, codec)),
    Buffer.of(records.length),
  ]);
  const packet = Buffer.alloc(12 + data.length);
  packet.writeUInt32BE(data.length, 4);
  data.copy(packet, 8);
  packet.writeUInt32BE(crc16Ibm(data), 8 + data.length);
  return packet;
}

export { CODEC_8, CODEC_8E };
