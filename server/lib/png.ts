import { crc32, deflateSync } from 'node:zlib';

/** RGBA, each 0–255. */
export type Rgba = readonly [number, number, number, number];

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A truecolour-with-alpha PNG of `width` × `height` pixels. `paint(x, y)` gets the pixel's integer
 * coordinates. Small on purpose: icons and test tiles need nothing more, so no image library.
 */
export function encodePng(width: number, height: number, paint: (x: number, y: number) => Rgba) {
  const stride = width * 4 + 1; // each row starts with its filter type (0: none)
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(paint(x, y), y * stride + 1 + x * 4);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter, no interlace
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const isPng = (buf: Buffer) => buf.subarray(0, 8).equals(SIGNATURE);
