import Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import MultiLineString from 'ol/geom/MultiLineString';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { OUTLINES } from './outlines-data';

// Loaded only when the tiles fail (tiles-fallback.tsx): a light background of borders and
// coasts, so markers keep their context. Above the (empty) tiles, under everything else.
const OUTLINE_STYLE = new Style({ stroke: new Stroke({ color: '#7c8797', width: 1.5 }) });

export function addOutlineLayer(map: OlMap): () => void {
  const geometry = new MultiLineString(OUTLINES.coordinates).transform('EPSG:4326', 'EPSG:3857');
  const layer = new VectorLayer({
    source: new VectorSource({ features: [new Feature(geometry)] }),
    style: OUTLINE_STYLE,
    zIndex: 1,
  });
  map.addLayer(layer);
  return () => map.removeLayer(layer);
}
