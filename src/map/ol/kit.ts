import type { MapKit } from '../types';
import { fitOrCenter } from './fit';
import { createMarkerLayer } from './marker-layer';
import { createPolylineLayer } from './polyline-layer';

export const olKit: MapKit = {
  markerLayer: createMarkerLayer,
  polylineLayer: createPolylineLayer,
  fitOrCenter,
};
