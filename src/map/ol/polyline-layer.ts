import Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import LineString from 'ol/geom/LineString';
import VectorLayer from 'ol/layer/Vector';
import { getTransform } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { isValidLonLat } from '../geo';
import type { PolylineLayer } from '../types';
import { attachOnce } from './attach';

// Both projections are built into OpenLayers, so the transform always exists.
const toMercator = getTransform('EPSG:4326', 'EPSG:3857')!;
// A dark casing keeps a white route (the spec's default colour) visible on a light street map.
const casing = new Style({
  stroke: new Stroke({
    color: 'rgba(15, 23, 42, 0.45)',
    width: 7,
    lineCap: 'round',
    lineJoin: 'round',
  }),
});

/** One line on its own layer under the markers. */
export function createPolylineLayer(map: OlMap): PolylineLayer {
  const feature = new Feature<LineString>();
  const layer = new VectorLayer({ source: new VectorSource({ features: [feature] }), zIndex: 10 });
  let shownColor: string | null = null;

  return {
    ...attachOnce(map, layer),
    update(points, color) {
      // Flat coordinates transformed in place: a day of history is 86,400 points.
      const flat: number[] = [];
      for (const p of points) if (isValidLonLat(p)) flat.push(p.lon, p.lat);
      if (flat.length < 4) {
        feature.setGeometry(undefined);
        return;
      }
      toMercator(flat, flat, 2);
      feature.setGeometry(new LineString(flat, 'XY'));
      if (color !== shownColor) {
        const line = new Stroke({ color, width: 4, lineCap: 'round', lineJoin: 'round' });
        feature.setStyle([casing, new Style({ stroke: line })]);
        shownColor = color;
      }
    },
  };
}
