import type Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import { unByKey } from 'ol/Observable';
import type { EventsKey } from 'ol/events';
import { containsCoordinate } from 'ol/extent';
import type Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import type VectorSource from 'ol/source/Vector';
import type { LayerHandle } from '../types';
import { placedLabel } from './label-style';

/** The feature property holding the vehicle's name. */
export const LABEL = 'label';
/** Names show from this zoom on (a few km across), however many vehicles are in view… */
export const LABEL_MIN_ZOOM = 15;
/** …or at any zoom when this many vehicles or fewer are in view. */
export const LABEL_MAX_IN_VIEW = 50;

export interface MarkerLabels extends LayerHandle {
  /** Shows or hides the names for the current view and positions. */
  refresh(): void;
}

/**
 * Vehicle names on a canvas layer under the WebGL markers, sharing their source (so a click on a
 * name also finds the vehicle). Hidden, and then not drawn at all, while they would only be an
 * unreadable crowd: zoomed out with more than `LABEL_MAX_IN_VIEW` vehicles in view. When shown
 * they make way for each other (declutter).
 */
export function createMarkerLabels(map: OlMap, source: VectorSource<Feature<Point>>): MarkerLabels {
  const layer = new VectorLayer({
    source,
    // Under the markers: a click on a marker finds that vehicle, not a neighbour's name.
    zIndex: 19,
    declutter: true,
    visible: false,
    // Moved in from the map's edges, so never cut there (`placedLabel`).
    style: (feature) =>
      placedLabel(
        map,
        (feature.getGeometry() as Point).getFlatCoordinates(),
        String(feature.get(LABEL)),
      ),
  });
  let moveKey: EventsKey | undefined;

  const useful = (): boolean => {
    const view = map.getView();
    const size = map.getSize();
    if (!size || !size[0] || !size[1]) return false;
    if ((view.getZoom() ?? 0) >= LABEL_MIN_ZOOM) return true;
    const extent = view.calculateExtent(size);
    let inView = 0;
    for (const feature of source.getFeatures()) {
      const at = feature.getGeometry()?.getCoordinates();
      if (at && containsCoordinate(extent, at) && ++inView > LABEL_MAX_IN_VIEW) return false;
    }
    return true;
  };
  const refresh = () => {
    const show = useful();
    if (layer.getVisible() !== show) layer.setVisible(show);
  };
  // A moved view puts other labels at its edges: place them again.
  const moved = () => {
    refresh();
    layer.changed();
  };

  return {
    attach() {
      if (!map.getLayers().getArray().includes(layer)) map.addLayer(layer);
      if (!moveKey) moveKey = map.on('moveend', moved);
      refresh();
    },
    detach() {
      map.removeLayer(layer);
      if (moveKey) unByKey(moveKey);
      moveKey = undefined;
    },
    refresh,
  };
}
