import { z } from 'zod';

// The map's two base layers (spec: street and satellite), each replaceable by configuration.

export interface TileSource {
  url: string;
  maxZoom: number;
  attribution: string;
}

export const DEFAULT_STREET_TILES: TileSource = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  maxZoom: 22,
  attribution: '© OpenStreetMap contributors',
};
export const DEFAULT_SATELLITE_TILES: TileSource = {
  url: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
  maxZoom: 20,
  attribution:
    'Tiles © Esri — Source: Esri, Maxar, Earthstar Geographics, and the GIS User Community',
};

// A tile template keeps its `{z}/{x}/{y}` placeholders, so it is checked loosely.
const tileTemplate = z.string().regex(/^https?:\/\/[^/]+\//, 'must be an http(s) URL template');
const zoom = z.coerce.number().int().min(1).max(24);

export const tilesEnv = {
  TILE_STREET_URL: tileTemplate.default(DEFAULT_STREET_TILES.url),
  TILE_STREET_MAX_ZOOM: zoom.default(DEFAULT_STREET_TILES.maxZoom),
  TILE_STREET_ATTRIBUTION: z.string().optional(),
  TILE_SATELLITE_URL: tileTemplate.default(DEFAULT_SATELLITE_TILES.url),
  TILE_SATELLITE_MAX_ZOOM: zoom.default(DEFAULT_SATELLITE_TILES.maxZoom),
  TILE_SATELLITE_ATTRIBUTION: z.string().optional(),
};

type TilesEnv = z.output<z.ZodObject<typeof tilesEnv>>;

/** A default source keeps its attribution unless one is given; a replaced one has none by default. */
function sourceOf(
  url: string,
  maxZoom: number,
  attribution: string | undefined,
  byDefault: TileSource,
) {
  const fallback = url === byDefault.url ? byDefault.attribution : '';
  return { url, maxZoom, attribution: attribution ?? fallback };
}

export const tilesConfigOf = (e: TilesEnv) => ({
  street: sourceOf(
    e.TILE_STREET_URL,
    e.TILE_STREET_MAX_ZOOM,
    e.TILE_STREET_ATTRIBUTION,
    DEFAULT_STREET_TILES,
  ),
  satellite: sourceOf(
    e.TILE_SATELLITE_URL,
    e.TILE_SATELLITE_MAX_ZOOM,
    e.TILE_SATELLITE_ATTRIBUTION,
    DEFAULT_SATELLITE_TILES,
  ),
});
