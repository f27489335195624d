import type { MapKit } from '../types';
import { fitOrCenter } from './fit';
import { createMarkerLayer } from './marker-layer';
import { lazyPolylineLayer } from './lazy-polyline-layer';

export const olKit: MapKit = {
  markerLayer: createMarkerLayer,
  polylineLayer: lazyPolylineLayer,
  fitOrCenter,
};
