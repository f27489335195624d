import type OlMap from 'ol/Map';
import type { MarkerLayer } from '../types';
import { createCanvasMarkerLayer } from './canvas-marker-layer';
import { supportsWebGL } from './webgl-support';
import { createWebGLMarkerLayer } from './webgl-marker-layer';

/**
 * The vehicle markers: drawn with WebGL where available (a live poll moving 1,000 vehicles then
 * costs a few milliseconds of main thread), else on a canvas layer. Same behaviour either way:
 * feature ids are vehicle ids, for `map.forEachFeatureAtPixel`.
 */
export function createMarkerLayer(map: OlMap): MarkerLayer {
  return supportsWebGL() ? createWebGLMarkerLayer(map) : createCanvasMarkerLayer(map);
}
