import Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import { unByKey } from 'ol/Observable';
import type { EventsKey } from 'ol/events';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { getTransform } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { isValidLonLat } from '../geo';
import { gridClusters, type Cluster } from '../grid-clusters';
import type { MarkerLayer, VehicleMarker } from '../types';
import { clusterStyle } from './cluster-style';
import { placedLabel } from './label-style';
import { markerStyle } from './marker-style';

// Loaded the first time a map is zoomed out far enough to cluster (marker-layer.ts).

/** Grid cell size in CSS pixels: vehicles closer than about this share a cluster. */
export const CELL_PX = 60;
/** The feature property of a cluster: its vehicles' extent (EPSG:3857), for the zoom-in. */
const MEMBERS = 'members';
/** The feature property of a cluster: how many vehicles. */
const COUNT = 'count';
/** The feature property of a lone vehicle: the vehicle. */
const VEHICLE = 'vehicle';

const toMercator = getTransform('EPSG:4326', 'EPSG:3857')!;

function clusterFeature(cluster: Cluster<VehicleMarker>): Feature<Point> {
  const feature = new Feature(new Point(cluster.center));
  if (cluster.items.length === 1) {
    // A lone vehicle keeps its own look (status colour, heading, name) and is picked by its id.
    const v = cluster.items[0]!;
    feature.setId(v.id);
    feature.set(VEHICLE, v);
  } else {
    feature.set(MEMBERS, cluster.extent);
    feature.set(COUNT, cluster.items.length);
  }
  return feature;
}

/**
 * Vehicles grouped into counted circles on a screen grid, recomputed on each poll and zoom:
 * cheaper than OpenLayers' `Cluster` source, which re-clusters through a spatial index on every
 * change (a 5,000-vehicle poll moves them all). A click on a cluster zooms in on its vehicles;
 * the vehicle list stays the keyboard and screen-reader path. The counts shown are mirrored in the
 * map element's `data-clusters`.
 */
export function createClusterLayer(map: OlMap): MarkerLayer {
  const source = new VectorSource<Feature<Point>>({ useSpatialIndex: false });
  const layer = new VectorLayer({
    source,
    zIndex: 20,
    declutter: true,
    style: (feature) => {
      const v = feature.get(VEHICLE) as VehicleMarker | undefined;
      if (!v) return clusterStyle(feature.get(COUNT) as number);
      // Its marker, and its name moved in from the map's edges (as the marker layers do).
      const at = (feature.getGeometry() as Point).getFlatCoordinates();
      return [markerStyle(v)[0]!, placedLabel(map, at, v.label)];
    },
  });
  let vehicles: readonly VehicleMarker[] = [];
  let clickKey: EventsKey | undefined;

  const refresh = () => {
    const resolution = map.getView().getResolution();
    if (!resolution) return;
    const points = vehicles
      .filter(isValidLonLat)
      .map((v) => ({ item: v, at: toMercator([v.lon, v.lat]) }));
    const clusters = gridClusters(points, CELL_PX * resolution);
    source.clear(true);
    source.addFeatures(clusters.map(clusterFeature));
    const counts = clusters.map((c) => c.items.length).filter((n) => n > 1);
    map.getTargetElement()?.setAttribute('data-clusters', counts.sort((a, b) => b - a).join(' '));
  };

  const zoomIn = (feature: Feature<Point>) => {
    const view = map.getView();
    const extent = feature.get(MEMBERS) as number[];
    const size = map.getSize();
    const zoom = view.getZoom() ?? 0;
    // At least one step closer, however tight the group (vehicles on one spot).
    const fitted = size ? view.getZoomForResolution(view.getResolutionForExtent(extent, size)) : 0;
    view.animate({
      center: feature.getGeometry()!.getCoordinates(),
      zoom: Math.max(zoom + 1, Math.min(fitted ?? 0, zoom + 4)),
      duration: matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 250,
    });
  };

  return {
    attach() {
      if (!map.getLayers().getArray().includes(layer)) map.addLayer(layer);
      clickKey ??= map.on('click', (event) => {
        const hit = map.forEachFeatureAtPixel(event.pixel, (f) => f as Feature<Point>, {
          layerFilter: (l) => l === layer,
          hitTolerance: 6,
        });
        if (hit?.get(MEMBERS)) zoomIn(hit);
      });
      refresh();
    },
    detach() {
      map.removeLayer(layer);
      if (clickKey) unByKey(clickKey);
      clickKey = undefined;
      map.getTargetElement()?.removeAttribute('data-clusters');
    },
    update(next) {
      vehicles = next;
      refresh();
    },
  };
}
