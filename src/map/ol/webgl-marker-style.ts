import type { FlatStyleLike } from 'ol/style/flat';
import type { VehicleMarker } from '../types';
import { ARROW_PATH, BRAND } from './marker-style';

// The WebGL look of a vehicle, the same as the canvas one (marker-style.ts): an arrow along the
// heading when the device reports one, else a dot. One style for both (a two-image sprite), so
// each frame builds and draws one set of buffers; chosen and turned on the GPU from one numeric
// feature property, so a poll only hands over a number per vehicle.

/** Feature property: the heading in degrees clockwise from north, or -1 when unknown. */
export const HEADING = 'heading';

const SIZE = 22;
// Drawn at twice its size (and shown at half), so it stays sharp on high-density screens: the
// arrow pointing north on the left, the dot on the right.
const SPRITE = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE * 4}" height="${SIZE * 2}" viewBox="0 0 ${SIZE * 2} ${SIZE}">` +
    `<path d="${ARROW_PATH}" fill="${BRAND}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>` +
    `<circle cx="${SIZE * 1.5}" cy="${SIZE / 2}" r="7" fill="${BRAND}" stroke="#fff" stroke-width="2"/></svg>`,
)}`;
const unknown = ['<', ['get', HEADING], 0];

export const webglMarkerStyle: FlatStyleLike = {
  'icon-src': SPRITE,
  'icon-size': [SIZE * 2, SIZE * 2],
  'icon-offset': ['case', unknown, [SIZE * 2, 0], [0, 0]],
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
