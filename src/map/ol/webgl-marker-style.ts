import type { FlatStyleLike } from 'ol/style/flat';
import { BRAND, MARKER_STATUSES, STATUS_COLORS } from '../status-colors';
import type { VehicleMarker } from '../types';
import { ARROW_PATH } from './marker-style';

// The WebGL look of a vehicle, the same as the canvas one (marker-style.ts): an arrow along the
// heading when known, else a dot, in the status colour. One style for all (a sprite), so each
// frame builds and draws one set of buffers; chosen and turned on the GPU from two numeric
// feature properties, so a poll only hands over numbers per vehicle.

/** Feature property: the heading in degrees clockwise from north, or -1 when unknown. */
export const HEADING = 'heading';
/** Feature property: the sprite row of the status colour (0 = no status, brand blue). */
export const STATUS = 'status';

const SIZE = 22;
const COLORS = [BRAND, ...MARKER_STATUSES.map((s) => STATUS_COLORS[s])];
// Drawn at twice its size (and shown at half), so it stays sharp on high-density screens: per
// colour a row, the arrow pointing north on the left, the dot on the right.
const SPRITE = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE * 4}" height="${SIZE * 2 * COLORS.length}" viewBox="0 0 ${SIZE * 2} ${SIZE * COLORS.length}">` +
    COLORS.map(
      (color, row) =>
        `<g transform="translate(0 ${row * SIZE})"><path d="${ARROW_PATH}" fill="${color}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>` +
        `<circle cx="${SIZE * 1.5}" cy="${SIZE / 2}" r="7" fill="${color}" stroke="#fff" stroke-width="2"/></g>`,
    ).join('') +
    `</svg>`,
)}`;
const unknown = ['<', ['get', HEADING], 0];
const row = ['*', ['get', STATUS], SIZE * 2];

export const webglMarkerStyle: FlatStyleLike = {
  'icon-src': SPRITE,
  'icon-size': [SIZE * 2, SIZE * 2],
  'icon-offset': ['array', ['case', unknown, SIZE * 2, 0], row],
  'icon-scale': 0.5,
  // The dot turns by -1° too, invisibly.
  'icon-rotation': ['*', ['get', HEADING], Math.PI / 180],
  'icon-rotate-with-view': true,
};

/** The value of the vehicle's `HEADING` property. */
export function headingProperty(v: VehicleMarker): number {
  const heading = v.heading;
  return heading != null && Number.isFinite(heading) ? ((heading % 360) + 360) % 360 : -1;
}

/** The value of the vehicle's `STATUS` property. */
export const statusProperty = (v: VehicleMarker): number =>
  v.status ? MARKER_STATUSES.indexOf(v.status) + 1 : 0;
