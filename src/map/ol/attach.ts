import type OlMap from 'ol/Map';
import type BaseLayer from 'ol/layer/Base';
import type { LayerHandle } from '../types';

/** Adds and removes a hook's layer; safe to repeat (React runs effects twice in development). */
export function attachOnce(map: OlMap, layer: BaseLayer): LayerHandle {
  return {
    attach() {
      if (!map.getLayers().getArray().includes(layer)) map.addLayer(layer);
    },
    detach() {
      map.removeLayer(layer);
    },
  };
}
