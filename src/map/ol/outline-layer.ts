import Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import MultiLineString from 'ol/geom/MultiLineString';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { GOVERNORATE_LINES } from './governorates-data';
import { OUTLINES } from './outlines-data';

// Loaded only when the tiles fail (use-tile-fallback.ts): a light background of borders, coasts
// and governorates, so markers keep their context. Above the (empty) tiles, under everything else.
const COUNTRY_STYLE = new Style({ stroke: new Stroke({ color: '#7c8797', width: 1.5 }) });
// Thinner and dashed: a governorate line must not read as a country border.
const GOVERNORATE_STYLE = new Style({
  stroke: new Stroke({ color: '#98a2b0', width: 1, lineDash: [4, 3] }),
});

function outline(lines: [number, number][][], style: Style): Feature {
  const feature = new Feature(new MultiLineString(lines).transform('EPSG:4326', 'EPSG:3857'));
  feature.setStyle(style);
  return feature;
}

/** The outline sets drawn, for the map's `data-outlines`. */
export const OUTLINE_SETS = 'countries governorates';

export function addOutlineLayer(map: OlMap): () => void {
  const layer = new VectorLayer({
    source: new VectorSource({
      features: [
        outline(GOVERNORATE_LINES, GOVERNORATE_STYLE),
        outline(OUTLINES.coordinates, COUNTRY_STYLE),
      ],
    }),
    zIndex: 1,
  });
  map.addLayer(layer);
  return () => map.removeLayer(layer);
}
