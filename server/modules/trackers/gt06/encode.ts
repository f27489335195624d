import { crcItu } from '../crc.ts';

/**
 * The server's answer to a GT06 packet: the same start, protocol number and serial, with its
 * CRC. A tracker that gets no answer to its login or status packet within seconds reconnects.
 */
export function gt06Ack(protocol: number, serial: number, long = false): Buffer {
  const b = Buffer.alloc(long ? 11 : 10);
  let at = 0;
  b[at++] = long ? 0x79 : 0x78;
  b[at++] = long ? 0x79 : 0x78;
  if (long) b[at++] = 0;
  b[at++] = 0x05;
  b[at++] = protocol;
  b.writeUInt16BE(serial, at);
  at += 2;
  b.writeUInt16BE(crcItu(b, 2, at), at);
  b[at + 2] = 0x0d;
  b[at + 3] = 0x0a;
  return b;
}
