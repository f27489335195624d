import { crcItu } from './crc.ts';
import { CODEC_8E, avlPacket, type DeviceIo, type DeviceRecord } from './teltonika/device.ts';

// The costliest frames a tracker may send within a size limit, to measure what decoding one
// holds the event loop (the trackers' test and tests/bench/trackers.ts).

/** A Codec 8 Extended packet of 255 records filled with 1-byte IO elements up to `maxBytes`. */
export function worstTeltonikaPacket(maxBytes: number): Buffer {
  const records = 255;
  // Per record: 24 bytes of position, 2-byte event id and total, five 2-byte counts.
  const perRecord = Math.floor((maxBytes - 15) / records) - 38;
  const io: DeviceIo[] = Array.from({ length: Math.floor(perRecord / 3) }, (_, i) => ({
    id: 1000 + i,
    size: 1,
    value: i & 0xff,
  }));
  const time = new Date();
  const record: DeviceRecord = { time, lat: 33.5, lon: 36.3, io };
  return avlPacket(
    Array.from({ length: records }, () => record),
    CODEC_8E,
  );
}

/** The largest GT06 frame: 0x79 0x79, a 2-byte length of 65,535, an information packet. */
export function worstGt06Frame(): Buffer {
  const length = 0xffff;
  const b = Buffer.alloc(length + 6);
  b.write('7979', 0, 'hex');
  b.writeUInt16BE(length, 2);
  b[4] = 0x94;
  b.writeUInt16BE(crcItu(b, 2, length + 2), length + 2);
  b.write('0d0a', length + 4, 'hex');
  return b;
}
