import Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { diffMarkers } from '../marker-diff';
import type { MarkerLayer, VehicleMarker } from '../types';
import { attachOnce } from './attach';
import { markerStyle } from './marker-style';

/** Vehicles on one vector layer, kept in step with each poll by `diffMarkers`. */
export function createMarkerLayer(map: OlMap): MarkerLayer {
  // No spatial index: every vehicle is drawn anyway, and keeping an R-tree up to date cost more
  // than anything else when a poll moves them all.
  const source = new VectorSource<Feature<Point>>({ useSpatialIndex: false });
  // Labels make way for each other when crowded; the markers themselves always show.
  const layer = new VectorLayer({ source, zIndex: 20, declutter: true });
  let shown = new Map<string, VehicleMarker>();

  const point = (v: VehicleMarker) => fromLonLat([v.lon, v.lat]);

  return {
    ...attachOnce(map, layer),
    update(vehicles) {
      const changes = diffMarkers(shown, vehicles);
      for (const id of changes.removed) {
        const feature = source.getFeatureById(id);
        if (feature) source.removeFeature(feature);
      }
      for (const v of changes.moved)
        source.getFeatureById(v.id)?.getGeometry()?.setCoordinates(point(v));
      for (const v of changes.restyled) {
        const feature = source.getFeatureById(v.id);
        const style = markerStyle(v);
        // A new heading often rounds to the arrow already shown.
        if (feature && feature.getStyle() !== style) feature.setStyle(style);
      }
      if (changes.added.length > 0) {
        // One batch: a single change event and index rebuild instead of one per vehicle.
        source.addFeatures(
          changes.added.map((v) => {
            const feature = new Feature(new Point(point(v)));
            feature.setId(v.id);
            feature.setStyle(markerStyle(v));
            return feature;
          }),
        );
      }
      shown = changes.next;
    },
  };
}
