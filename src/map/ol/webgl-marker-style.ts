import type { FlatStyleLike } from 'ol/style/flat';
import type { VehicleMarker } from '../types';
import { ARROW_PATH, BRAND } from './marker-style';

// The WebGL look of a vehicle, the same as the canvas one (marker-style.ts): an arrow along the
// heading when the device reports one, else a dot. Computed on the GPU from two numeric feature
// properties, so a poll only hands over numbers.

/** Feature property: 1 when the vehicle reports a heading (an arrow), 0 for a dot. */
export const HAS_HEADING = 'hasHeading';
/** Feature property: the heading in degrees clockwise from north (0 when unknown). */
export const HEADING = 'heading';

const ARROW_PX = 22;
// Drawn at twice its size, so the texture stays sharp on high-density screens.
const ARROW_2X = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="44" height="44" viewBox="0 0 22 22"><path d="${ARROW_PATH}" fill="${BRAND}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/></svg>`,
)}`;

export const webglMarkerStyle: FlatStyleLike = [
  {
    filter: ['==', ['get', HAS_HEADING], 1],
    style: {
      'icon-src': ARROW_2X,
      'icon-width': ARROW_PX,
      'icon-height': ARROW_PX,
      'icon-rotation': ['*', ['get', HEADING], Math.PI / 180],
      'icon-rotate-with-view': true,
    },
  },
  {
    else: true,
    style: {
      'circle-radius': 7,
      'circle-fill-color': BRAND,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  },
];

/** The style properties of a vehicle's feature, as [key, value] pairs. */
export function lookProperties(v: VehicleMarker): [string, number][] {
  const known = v.heading != null && Number.isFinite(v.heading);
  return [
    [HAS_HEADING, known ? 1 : 0],
    [HEADING, known ? v.heading! : 0],
  ];
}
