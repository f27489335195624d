// The two 16-bit CRCs the trackers use, table-driven (a frame is checked on every packet).
// Both are "reflected" CRCs: the register shifts right and the polynomial is bit-reversed.

function table(reversedPoly: number): Uint16Array {
  const t = new Uint16Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ reversedPoly : c >>> 1;
    t[n] = c;
  }
  return t;
}

const IBM = table(0xa001);
const X25 = table(0x8408);

function run(t: Uint16Array, init: number, bytes: Uint8Array, start: number, end: number) {
  let crc = init;
  for (let i = start; i < end; i++) crc = (crc >>> 8) ^ t[(crc ^ bytes[i]!) & 0xff]!;
  return crc;
}

/** CRC-16/IBM (also ARC: poly 0x8005, init 0): Teltonika's AVL packets. Check value 0xBB3D. */
export const crc16Ibm = (bytes: Uint8Array, start = 0, end = bytes.length): number =>
  run(IBM, 0, bytes, start, end);

/**
 * CRC-ITU as Concox names it, which is CRC-16/X-25 (poly 0x1021, init 0xFFFF, final XOR
 * 0xFFFF): GT06 frames. Check value 0x906E.
 */
export const crcItu = (bytes: Uint8Array, start = 0, end = bytes.length): number =>
  run(X25, 0xffff, bytes, start, end) ^ 0xffff;
