import type OlMap from 'ol/Map';
import { unByKey } from 'ol/Observable';
import type { EventsKey } from 'ol/events';
import type { MarkerLayer, VehicleMarker } from '../types';
import { createCanvasMarkerLayer } from './canvas-marker-layer';
import { supportsWebGL } from './webgl-support';

/**
 * From this many vehicles on the markers are drawn with WebGL: a canvas layer then costs tens of
 * milliseconds of main thread per 5 s poll, WebGL a few. Smaller fleets stay on the canvas layer
 * and never download the WebGL code (about 30 kB gzip).
 */
export const WEBGL_FROM = 200;

/**
 * Below this zoom (a region or the country in view) vehicles are grouped into counted clusters;
 * from it on (a city) each is drawn. The cluster code loads the first time it is needed.
 */
export const CLUSTER_BELOW_ZOOM = 11;

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
  // Clusters replace the markers while zoomed out (`CLUSTER_BELOW_ZOOM`).
  let clusters: MarkerLayer | 'loading' | undefined;
  let clustered = false;
  let moveKey: EventsKey | undefined;

  const swap = (next: MarkerLayer) => {
    if (attached && !clustered) current.detach();
    current = next;
    if (attached && !clustered) current.attach();
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
  // Called on each poll and at the end of each move: switches between markers and clusters.
  const placeClusters = () => {
    const want = attached && last.length > 1 && (map.getView().getZoom() ?? 0) < CLUSTER_BELOW_ZOOM;
    if (want && clusters === undefined) {
      clusters = 'loading';
      import('./cluster-layer').then(
        ({ createClusterLayer }) => {
          clusters = createClusterLayer(map);
          placeClusters();
        },
        // Offline before the chunk was ever cached: every vehicle stays drawn.
        () => void (clusters = undefined),
      );
    }
    if (clusters === undefined || clusters === 'loading') return;
    if (want !== clustered) {
      clustered = want;
      if (want) current.detach();
      else clusters.detach();
      if (want) clusters.attach();
      else current.attach();
    }
    if (want) clusters.update(last);
  };

  return {
    attach() {
      attached = true;
      if (!clustered) current.attach();
      moveKey ??= map.on('moveend', placeClusters);
      placeClusters();
    },
    detach() {
      attached = false;
      onWebGL.delete(fallBack);
      if (moveKey) unByKey(moveKey);
      moveKey = undefined;
      if (clustered && typeof clusters === 'object') clusters.detach();
      else current.detach();
      clustered = false;
    },
    update(vehicles) {
      last = vehicles;
      current.update(vehicles);
      placeClusters();
      const big = vehicles.length >= WEBGL_FROM;
      if (big && kind === 'canvas' && !workerBlocked && supportsWebGL()) upgrade();
    },
  };
}
