import Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import Point from 'ol/geom/Point';
import WebGLVectorLayer from 'ol/layer/WebGLVector';
import { getTransform } from 'ol/proj';
import VectorSource, { VectorSourceEvent } from 'ol/source/Vector';
import { diffMarkers } from '../marker-diff';
import type { MarkerLayer, VehicleMarker } from '../types';
import { createMarkerLabels, LABEL } from './marker-labels';
import {
  HEADING,
  headingProperty,
  STATUS,
  statusProperty,
  webglMarkerStyle,
} from './webgl-marker-style';

// Both projections are built into OpenLayers, so the transform always exists; looked up once
// rather than by name for every vehicle of every poll.
const toMercator = getTransform('EPSG:4326', 'EPSG:3857')!;
const point = (v: VehicleMarker) => toMercator([v.lon, v.lat]);

/**
 * Vehicles drawn with WebGL, kept in step with each poll by `diffMarkers`: only changed vehicles
 * are touched, and the GPU buffers are rebuilt in OpenLayers' worker, off the main thread. Names
 * are on a canvas layer below, shown when they are readable (`createMarkerLabels`).
 */
export function createWebGLMarkerLayer(map: OlMap): MarkerLayer {
  // No spatial index: every vehicle is drawn anyway, and keeping an R-tree up to date cost more
  // than anything else when a poll moves them all.
  const source = new VectorSource<Feature<Point>>({ useSpatialIndex: false });
  const labels = createMarkerLabels(map, source);
  // A WebGL layer holds a GPU context until disposed: made on attach, disposed on detach.
  let points: WebGLVectorLayer | undefined;
  let shown = new Map<string, VehicleMarker>();

  return {
    attach() {
      points ??= new WebGLVectorLayer({ source, style: webglMarkerStyle, zIndex: 20 });
      if (!map.getLayers().getArray().includes(points)) map.addLayer(points);
      labels.attach();
    },
    detach() {
      labels.detach();
      if (!points) return;
      map.removeLayer(points);
      points.dispose();
      points = undefined;
    },
    update(vehicles) {
      const changes = diffMarkers(shown, vehicles);
      for (const id of changes.removed) {
        const feature = source.getFeatureById(id);
        if (feature) source.removeFeature(feature);
      }
      // New positions and looks are set silently; the WebGL layer hears of each changed feature
      // alone (`changefeature`), and the source announces one change for them all: with the
      // usual cascade of events through source, layers and map per feature, a poll moving 1,000
      // vehicles spent more time dispatching events than drawing.
      const touched = new Set<Feature<Point>>();
      for (const v of changes.moved) {
        const feature = source.getFeatureById(v.id);
        feature?.set(feature.getGeometryName(), new Point(point(v)), true);
        if (feature) touched.add(feature);
      }
      for (const v of changes.restyled) {
        const feature = source.getFeatureById(v.id);
        if (!feature) continue;
        feature.set(HEADING, headingProperty(v), true);
        feature.set(STATUS, statusProperty(v), true);
        feature.set(LABEL, v.label, true);
        touched.add(feature);
      }
      for (const feature of touched) {
        source.dispatchEvent(new VectorSourceEvent('changefeature', feature));
      }
      if (touched.size > 0) source.changed();
      if (changes.added.length > 0) {
        // One batch: a single change event instead of one per vehicle.
        source.addFeatures(
          changes.added.map((v) => {
            const feature = new Feature({
              geometry: new Point(point(v)),
              [HEADING]: headingProperty(v),
              [STATUS]: statusProperty(v),
              [LABEL]: v.label,
            });
            feature.setId(v.id);
            return feature;
          }),
        );
      }
      shown = changes.next;
      labels.refresh();
    },
  };
}
