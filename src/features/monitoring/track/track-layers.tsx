import { useMemo } from 'react';
import { useFitOrCenter, useOlMap, useVehicleMarkers, type VehicleMarker } from '../../../map';

/**
 * The followed vehicle: the view re-centres at zoom 17 whenever it moves or the user presses
 * "re-centre" (the key changes), and otherwise leaves the user's panning alone.
 */
export function TrackLayers(props: { marker: VehicleMarker | null; recentred: number }) {
  const map = useOlMap();
  const { marker, recentred } = props;
  const markers = useMemo(() => (marker ? [marker] : []), [marker]);
  useVehicleMarkers(map, markers);
  useFitOrCenter(map, marker, {
    key: marker ? `${recentred}:${marker.lat},${marker.lon}` : undefined,
  });
  return null;
}
