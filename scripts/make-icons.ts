// Draws the app icons (a white location pin on the brand blue) as PNG files in public/icons.
// Run once with `node scripts/make-icons.ts` when the design changes; the PNGs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { encodePng, type Rgba } from '../server/lib/png.ts';

const BLUE = [0x0b, 0x5c, 0xad] as const;
const WHITE = [0xff, 0xff, 0xff] as const;

/** `paint(x, y)` returns RGBA for a pixel centre in unit coordinates (0..1). */
function png(size: number, paint: (x: number, y: number) => Rgba): Buffer {
  return encodePng(size, size, (x, y) => paint((x + 0.5) / size, (y + 0.5) / size));
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

const anyIcon = (x: number, y: number): Rgba => {
  if (!roundedInside(x, y, 0.18)) return [0, 0, 0, 0];
  return pin(x, y, 1) === 'pin' ? [...WHITE, 255] : [...BLUE, 255];
};
// Maskable icons are cropped to a circle of 80 %: full-bleed background, smaller pin.
const maskable = (x: number, y: number): Rgba =>
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
