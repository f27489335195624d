// The WebGL marker layer's own chunk (its name starts with `ol-` like the map's, so the service
// worker caches it on first use instead of precaching it): only large fleets load it.
export { createWebGLMarkerLayer } from './webgl-marker-layer';
