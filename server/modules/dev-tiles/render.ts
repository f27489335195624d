import { encodePng, type Rgba } from '../../lib/png.ts';

export const TILE_LAYERS = ['street', 'satellite'] as const;
export type TileLayer = (typeof TILE_LAYERS)[number];

export const TILE_SIZE = 256;
export const MAX_TILE_ZOOM = 22;

interface Palette {
  /** Background of even and odd tiles: a checkerboard makes panning visible. */
  fill: readonly [Rgba, Rgba];
  grid: Rgba;
  border: Rgba;
}

const PALETTES: Record<TileLayer, Palette> = {
  street: {
    fill: [
      [0xf4, 0xf1, 0xea, 255],
      [0xec, 0xe8, 0xdf, 255],
    ],
    grid: [0xd9, 0xd3, 0xc7, 255],
    border: [0xb0, 0xa8, 0x99, 255],
  },
  satellite: {
    fill: [
      [0x2e, 0x3b, 0x2c, 255],
      [0x28, 0x34, 0x27, 255],
    ],
    grid: [0x3d, 0x4c, 0x3a, 255],
    border: [0x5c, 0x6e, 0x58, 255],
  },
};

const GRID = 32;

/** Whether z/x/y names a tile of the Web Mercator pyramid this route serves. */
export function isTileInRange(z: number, x: number, y: number): boolean {
  if (![z, x, y].every(Number.isSafeInteger) || z < 0 || z > MAX_TILE_ZOOM) return false;
  const size = 2 ** z;
  return x >= 0 && x < size && y >= 0 && y < size;
}

function draw(layer: TileLayer, odd: boolean): Buffer {
  const p = PALETTES[layer];
  const fill = p.fill[odd ? 1 : 0];
  const last = TILE_SIZE - 1;
  return encodePng(TILE_SIZE, TILE_SIZE, (x, y) => {
    if (x === 0 || y === 0 || x === last || y === last) return p.border;
    if (x % GRID === 0 || y % GRID === 0) return p.grid;
    return fill;
  });
}

// Every tile is one of four images: drawn once each, on first use.
const rendered = new Map<string, Buffer>();

/** The PNG for a tile: deterministic, depends only on the layer and the tile's parity. */
export function renderTile(layer: TileLayer, x: number, y: number): Buffer {
  const odd = (x + y) % 2 === 1;
  const key = `${layer}:${odd}`;
  let png = rendered.get(key);
  if (!png) {
    png = draw(layer, odd);
    rendered.set(key, png);
  }
  return png;
}
