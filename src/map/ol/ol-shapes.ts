// The shapes of zones and routes drawn read-only (zone outlines, stop points). Its own lazy chunk
// (`ol-` prefix: kept out of the precache, cached once used) so the live map does not carry it.
import Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import Point from 'ol/geom/Point';
import Polygon from 'ol/geom/Polygon';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import { isValidLonLat } from '../geo';
import type { LonLat, MapPoint, PointLayer, PolygonLayer } from '../types';
import { attachOnce } from './attach';

const INK = '#1b2430';

/** A zone's look: its colour as the outline and, faintly, as the fill. */
export function zoneStyle(color: string): Style {
  return new Style({
    stroke: new Stroke({ color, width: 3 }),
    fill: new Fill({ color: `${color}33` }),
  });
}

/** A stop point: a dot in its colour, ringed dark so white shows on a light map, and its name. */
export function pointStyle(color: string, label?: string): Style {
  return new Style({
    image: new CircleStyle({
      radius: 8,
      fill: new Fill({ color }),
      stroke: new Stroke({ color: INK, width: 2 }),
    }),
    text: label
      ? new Text({
          text: label,
          offsetY: -18,
          font: '600 12px system-ui, sans-serif',
          fill: new Fill({ color: INK }),
          stroke: new Stroke({ color: '#ffffff', width: 3 }),
        })
      : undefined,
  });
}

export function createPolygonLayer(map: OlMap): PolygonLayer {
  const feature = new Feature<Polygon>();
  const layer = new VectorLayer({ source: new VectorSource({ features: [feature] }), zIndex: 10 });
  return {
    ...attachOnce(map, layer),
    update(ring: readonly LonLat[], color: string) {
      const points = ring.filter(isValidLonLat);
      feature.setGeometry(
        points.length < 3
          ? undefined
          : new Polygon([points.map((p) => fromLonLat([p.lon, p.lat]))]),
      );
      feature.setStyle(zoneStyle(color));
    },
  };
}

export function createPointLayer(map: OlMap): PointLayer {
  const source = new VectorSource();
  const layer = new VectorLayer({ source, zIndex: 30 });
  return {
    ...attachOnce(map, layer),
    update(points: readonly MapPoint[]) {
      source.clear();
      source.addFeatures(
        points.filter(isValidLonLat).map((p) => {
          const feature = new Feature(new Point(fromLonLat([p.lon, p.lat])));
          feature.setStyle(pointStyle(p.color, p.label));
          return feature;
        }),
      );
    },
  };
}
