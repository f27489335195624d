import type OlMap from 'ol/Map';
import { unByKey } from 'ol/Observable';
import { fromLonLat, transformExtent } from 'ol/proj';
import type { FitPlan } from '../types';

const PADDING = 48;

function duration(): number {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 0 : 300;
}

function hasSize(map: OlMap): boolean {
  const [width = 0, height = 0] = map.getSize() ?? [];
  return width > 0 && height > 0;
}

function apply(map: OlMap, plan: FitPlan) {
  const view = map.getView();
  if (plan.kind === 'center') {
    view.animate({
      center: fromLonLat([plan.center.lon, plan.center.lat]),
      zoom: plan.zoom,
      duration: duration(),
    });
    return;
  }
  const extent = [plan.min.lon, plan.min.lat, plan.max.lon, plan.max.lat];
  view.fit(transformExtent(extent, 'EPSG:4326', view.getProjection()), {
    padding: [PADDING, PADDING, PADDING, PADDING],
    maxZoom: plan.maxZoom,
    duration: duration(),
  });
}

/** Frames the plan now, or as soon as the map is laid out (fitting needs the map's size). */
export function fitOrCenter(map: OlMap, plan: FitPlan, onApplied: () => void): () => void {
  if (hasSize(map)) {
    apply(map, plan);
    onApplied();
    return () => undefined;
  }
  const key = map.on('change:size', () => {
    if (!hasSize(map)) return;
    unByKey(key);
    apply(map, plan);
    onApplied();
  });
  return () => unByKey(key);
}
