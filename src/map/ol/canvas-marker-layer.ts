import Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import { unByKey } from 'ol/Observable';
import type { EventsKey } from 'ol/events';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import type Style from 'ol/style/Style';
import { diffMarkers } from '../marker-diff';
import type { MarkerLayer, VehicleMarker } from '../types';
import { attachOnce } from './attach';
import { placedLabel } from './label-style';
import { markerStyle } from './marker-style';
import { movePoint } from './move-point';

/** The feature property holding the vehicle's styles (`markerStyle`), read by the layer. */
const LOOK = 'look';
/** The feature property holding the vehicle's name, for its label near the map's edges. */
const NAME = 'name';

/**
 * Vehicles and their labels on one canvas vector layer, kept in step with each poll by
 * `diffMarkers`: the fallback where WebGL is unavailable (old devices, tests under jsdom).
 */
export function createCanvasMarkerLayer(map: OlMap): MarkerLayer {
  // No spatial index: every vehicle is drawn anyway, and keeping an R-tree up to date cost more
  // than anything else when a poll moves them all.
  const source = new VectorSource<Feature<Point>>({ useSpatialIndex: false });
  // Labels make way for each other when crowded; the markers themselves always show.
  const layer = new VectorLayer({
    source,
    zIndex: 20,
    declutter: true,
    style: (feature) => {
      const look = feature.get(LOOK) as Style[];
      const at = (feature.getGeometry() as Point).getFlatCoordinates();
      // Moved in from the map's edges, so never cut there; elsewhere the shared look.
      const label = placedLabel(map, at, String(feature.get(NAME)));
      return label === look[1] ? look : [look[0]!, label];
    },
  });
  // A moved view puts other labels at its edges: place them again.
  const { attach, detach } = attachOnce(map, layer);
  let moveKey: EventsKey | undefined;
  let shown = new Map<string, VehicleMarker>();

  const point = (v: VehicleMarker) => fromLonLat([v.lon, v.lat]);

  return {
    attach() {
      attach();
      moveKey ??= map.on('moveend', () => layer.changed());
    },
    detach() {
      detach();
      if (moveKey) unByKey(moveKey);
      moveKey = undefined;
    },
    update(vehicles) {
      const changes = diffMarkers(shown, vehicles);
      for (const id of changes.removed) {
        const feature = source.getFeatureById(id);
        if (feature) source.removeFeature(feature);
      }
      // New positions and looks are set silently and announced once: with an event (and its
      // cascade through source, layer and map) per change, a poll moving 1,000 vehicles spent
      // more time dispatching events than drawing. Only this layer moves its points.
      let changed = false;
      for (const v of changes.moved) {
        const geometry = source.getFeatureById(v.id)?.getGeometry();
        if (geometry) movePoint(geometry, point(v));
        changed ||= !!geometry;
      }
      for (const v of changes.restyled) {
        const feature = source.getFeatureById(v.id);
        const look = markerStyle(v);
        // A new heading often rounds to the arrow already shown.
        if (!feature || feature.get(LOOK) === look) continue;
        feature.set(LOOK, look, true);
        feature.set(NAME, v.label, true);
        changed = true;
      }
      if (changed) source.changed();
      if (changes.added.length > 0) {
        // One batch: a single change event instead of one per vehicle.
        source.addFeatures(
          changes.added.map((v) => {
            const feature = new Feature(new Point(point(v)));
            feature.setId(v.id);
            feature.set(LOOK, markerStyle(v));
            feature.set(NAME, v.label);
            return feature;
          }),
        );
      }
      shown = changes.next;
    },
  };
}
