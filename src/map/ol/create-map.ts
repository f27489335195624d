import OlMap from 'ol/Map';
import View from 'ol/View';
import Attribution from 'ol/control/Attribution';
import Rotate from 'ol/control/Rotate';
import Zoom from 'ol/control/Zoom';
import TileLayer from 'ol/layer/Tile';
import { fromLonLat } from 'ol/proj';
import XYZ from 'ol/source/XYZ';
import type { BaseLayerSpec } from '../tile-url';
import type { BaseLayerId, LonLat } from '../types';

export interface ControlTexts {
  zoomIn: string;
  zoomOut: string;
  resetRotation: string;
  attributions: string;
}

export interface CreateMapOptions {
  layers: BaseLayerSpec[];
  base: BaseLayerId;
  center: LonLat;
  zoom: number;
  texts: ControlTexts;
  rtl: boolean;
}

const BASE_LAYER = 'baseLayer';

function baseLayer(spec: BaseLayerSpec, visible: boolean) {
  const source = new XYZ({
    url: spec.url,
    maxZoom: spec.maxZoom,
    attributions: spec.attribution,
    // CORS rather than opaque responses: Chrome counts every opaque response as megabytes of
    // quota, which would flush the service worker's tile cache long before 3,000 tiles.
    crossOrigin: 'anonymous',
  });
  return new TileLayer({ source, visible, properties: { [BASE_LAYER]: spec.id } });
}

/** OpenLayers only sets `title` on its buttons; screen readers want a name, not "+". */
function nameControlButtons(map: OlMap) {
  const buttons = map.getViewport()?.querySelectorAll('.ol-control button[title]') ?? [];
  buttons.forEach((b) => b.setAttribute('aria-label', b.getAttribute('title') ?? ''));
}

/** The map with both base layers, before it has a target (the view component attaches it). */
export function createOlMap({ layers, base, center, zoom, texts, rtl }: CreateMapOptions) {
  const active = layers.find((l) => l.id === base) ?? layers[0];
  const map = new OlMap({
    layers: layers.map((spec) => baseLayer(spec, spec === active)),
    view: new View({
      center: fromLonLat([center.lon, center.lat]),
      zoom,
      maxZoom: active?.maxZoom,
    }),
    // Default interactions stay, keyboard pan and zoom included (they act on the focused target).
    controls: [
      new Zoom({ zoomInTipLabel: texts.zoomIn, zoomOutTipLabel: texts.zoomOut }),
      new Rotate({ tipLabel: texts.resetRotation }),
      new Attribution({ tipLabel: texts.attributions, collapseLabel: rtl ? '‹' : '›' }),
    ],
  });
  nameControlButtons(map);
  return map;
}

/** Shows one base layer and caps the zoom at what its tile service offers (22 / 20). */
export function showBaseLayer(map: OlMap, id: BaseLayerId, layers: BaseLayerSpec[]) {
  for (const layer of map.getLayers().getArray()) {
    const layerId: unknown = layer.get(BASE_LAYER);
    if (layerId) layer.setVisible(layerId === id);
  }
  const maxZoom = layers.find((l) => l.id === id)?.maxZoom;
  // Only on a real change: setting it rebuilds the view's constraints and stops an animation
  // (such as a first centring on a vehicle) that is under way.
  const view = map.getView();
  if (maxZoom !== undefined && view.getMaxZoom() !== maxZoom) view.setMaxZoom(maxZoom);
}
