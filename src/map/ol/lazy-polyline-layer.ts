import type OlMap from 'ol/Map';
import type { LonLat, PolylineLayer } from '../types';
import type * as PolylineModule from './polyline-layer';

type Module = typeof PolylineModule;
let loaded: Module | undefined;

/**
 * The polyline layer, loaded with its first line of two points or more: the live map only draws
 * one for a chosen vehicle over a past window, so its first paint does without the code (budget).
 * Once loaded, new layers are made at once (a history screen's line draws in the same call).
 */
export function lazyPolylineLayer(map: OlMap): PolylineLayer {
  if (loaded) return loaded.createPolylineLayer(map);
  let real: PolylineLayer | undefined;
  let attached = false;
  let last: [readonly LonLat[], string] | undefined;
  let loading = false;
  const load = () => {
    loading = true;
    import('./polyline-layer').then(
      (module) => {
        loaded = module;
        real = module.createPolylineLayer(map);
        if (attached) real.attach();
        if (last) real.update(...last);
      },
      // Offline before the chunk was ever cached: no line, and the next line tries again.
      () => void (loading = false),
    );
  };
  return {
    attach() {
      attached = true;
      real?.attach();
    },
    detach() {
      attached = false;
      real?.detach();
    },
    update(points, color) {
      last = [points, color];
      if (real) real.update(points, color);
      else if (!loading && points.length >= 2) load();
    },
  };
}
