import Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import Point from 'ol/geom/Point';
import WebGLVectorLayer from 'ol/layer/WebGLVector';
import { getTransform } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { diffMarkers } from '../marker-diff';
import type { MarkerLayer, VehicleMarker } from '../types';
import { createMarkerLabels, LABEL } from './marker-labels';
import { movePoint } from './move-point';
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
      // New positions and looks are set silently and announced by one `source.changed()`: the
      // layer rebuilds its buffers from the features' current coordinates and properties anyway,
      // and an event per vehicle (the WebGL batch re-adding it each time) cost more than drawing.
      let changed = false;
      for (const v of changes.moved) {
        const geometry = source.getFeatureById(v.id)?.getGeometry();
        if (geometry) movePoint(geometry, point(v));
        changed ||= !!geometry;
      }
      for (const v of changes.restyled) {
        const feature = source.getFeatureById(v.id);
        if (!feature) continue;
        feature.set(HEADING, headingProperty(v), true);
        feature.set(STATUS, statusProperty(v), true);
        feature.set(LABEL, v.label, true);
        changed = true;
      }
      if (changed) source.changed();
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
