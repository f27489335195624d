import type OlMap from 'ol/Map';
import type { MarkerLayer, VehicleMarker } from '../types';
import { createCanvasMarkerLayer } from './canvas-marker-layer';
import { supportsWebGL } from './webgl-support';

/**
 * From this many vehicles on the markers are drawn with WebGL: a canvas layer then costs tens of
 * milliseconds of main thread per 5 s poll, WebGL a few. Smaller fleets stay on the canvas layer
 * and never download the WebGL code (about 30 kB gzip).
 */
export const WEBGL_FROM = 200;

// OpenLayers builds WebGL buffers in a worker it starts from a blob: URL. A Content Security
// Policy without `blob:` in `worker-src` blocks it, and the WebGL layer would then stay empty:
// on such a report every WebGL marker layer turns back into the canvas one, for good.
let workerBlocked = false;
const onWebGL = new Set<() => void>();
globalThis.document?.addEventListener('securitypolicyviolation', (event) => {
  if (event.effectiveDirective !== 'worker-src' || !event.blockedURI.startsWith('blob')) return;
  workerBlocked = true;
  for (const fallBack of [...onWebGL]) fallBack();
});

/**
 * The vehicle markers: a canvas layer, swapped for a WebGL one once a poll brings `WEBGL_FROM`
 * vehicles (where WebGL works). Same behaviour either way: feature ids are vehicle ids, for
 * `map.forEachFeatureAtPixel`.
 */
export function createMarkerLayer(map: OlMap): MarkerLayer {
  let current: MarkerLayer = createCanvasMarkerLayer(map);
  let kind: 'canvas' | 'loading' | 'webgl' = 'canvas';
  let attached = false;
  let last: readonly VehicleMarker[] = [];

  const swap = (next: MarkerLayer) => {
    if (attached) current.detach();
    current = next;
    if (attached) current.attach();
    current.update(last);
  };
  const fallBack = () => {
    onWebGL.delete(fallBack);
    if (kind !== 'webgl') return;
    kind = 'canvas';
    swap(createCanvasMarkerLayer(map));
  };
  const upgrade = () => {
    kind = 'loading';
    import('./ol-webgl').then(
      ({ createWebGLMarkerLayer }) => {
        if (kind !== 'loading' || workerBlocked) return void (kind = 'canvas');
        kind = 'webgl';
        onWebGL.add(fallBack);
        swap(createWebGLMarkerLayer(map));
      },
      // Offline before the chunk was ever cached: the canvas layer keeps working.
      () => void (kind = 'canvas'),
    );
  };

  return {
    attach() {
      attached = true;
      current.attach();
    },
    detach() {
      attached = false;
      onWebGL.delete(fallBack);
      current.detach();
    },
    update(vehicles) {
      last = vehicles;
      current.update(vehicles);
      const big = vehicles.length >= WEBGL_FROM;
      if (big && kind === 'canvas' && !workerBlocked && supportsWebGL()) upgrade();
    },
  };
}
