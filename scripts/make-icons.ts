// Draws the app icons (a white location pin on the brand blue) as PNG files in public/icons.
// Run once with `node scripts/make-icons.ts` when the design changes; the PNGs are committed.
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';

const BLUE = [0x0b, 0x5c, 0xad];
const WHITE = [0xff, 0xff, 0xff];

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** `paint(x, y)` returns RGBA for a pixel centre in unit coordinates (0..1). */
function png(size: number, paint: (x: number, y: number) => number[]): Buffer {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const rgba = paint((x + 0.5) / size, (y + 0.5) / size);
      rgba.forEach((v, i) => (raw[y * (size * 4 + 1) + 1 + x * 4 + i] = v));
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    sig,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A pin of head radius r centred at (cx, cy): a disc with a point below and a hole in the middle. */
function pin(x: number, y: number, scale: number): 'pin' | 'hole' | null {
  const cx = 0.5;
  const cy = 0.5 - 0.1 * scale;
  const r = 0.2 * scale;
  const d = Math.hypot(x - cx, y - cy);
  if (d < r * 0.42) return 'hole';
  if (d < r) return 'pin';
  const tip = cy + r * 2.1;
  if (y > cy && y < tip) {
    const half = r * (1 - (y - cy) / (tip - cy));
    if (Math.abs(x - cx) < half) return 'pin';
  }
  return null;
}

function roundedInside(x: number, y: number, radius: number): boolean {
  const dx = Math.max(radius - x, 0, x - (1 - radius));
  const dy = Math.max(radius - y, 0, y - (1 - radius));
  return Math.hypot(dx, dy) <= radius;
}

const anyIcon = (x: number, y: number) => {
  if (!roundedInside(x, y, 0.18)) return [0, 0, 0, 0];
  return pin(x, y, 1) === 'pin' ? [...WHITE, 255] : [...BLUE, 255];
};
// Maskable icons are cropped to a circle of 80 %: full-bleed background, smaller pin.
const maskable = (x: number, y: number) =>
  pin(x, y, 0.75) === 'pin' ? [...WHITE, 255] : [...BLUE, 255];

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', png(192, anyIcon));
writeFileSync('public/icons/icon-512.png', png(512, anyIcon));
writeFileSync('public/icons/icon-maskable-512.png', png(512, maskable));
writeFileSync(
  'public/icons/favicon.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#0b5cad"/><path d="M32 12a13 13 0 0 0-13 13c0 10 13 27 13 27s13-17 13-27a13 13 0 0 0-13-13zm0 18.5a5.5 5.5 0 1 1 0-11 5.5 5.5 0 0 1 0 11z" fill="#fff"/></svg>\n`,
);
console.log('icons written to public/icons');
