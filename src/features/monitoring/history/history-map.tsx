import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import {
  DEFAULT_ZOOM,
  LazyMap,
  useFitOrCenter,
  useOlMap,
  usePolyline,
  useVehicleMarkers,
  type LonLat,
  type VehicleMarker,
} from '../../../map';
import * as css from './history.css';

/** A blue that reads on both the street and the satellite layer (the spec's white does not). */
export const HISTORY_LINE_COLOR = '#1565c0';

interface HistoryMapProps {
  points: readonly LonLat[];
  /** Label of the marker at the last position. */
  vehicleName: string;
}

/** The layers; rendered inside the map, where the layer hooks find it. */
function HistoryLayers({ points, vehicleName }: HistoryMapProps) {
  const map = useOlMap();
  usePolyline(map, points, HISTORY_LINE_COLOR);
  const last = points.at(-1);
  const markers = useMemo<VehicleMarker[]>(
    () => (last ? [{ id: 'history-end', lat: last.lat, lon: last.lon, label: vehicleName }] : []),
    [last, vehicleName],
  );
  useVehicleMarkers(map, markers);
  // Fits the whole line whenever its extent changes; panning afterwards is left alone.
  useFitOrCenter(map, points, { zoom: DEFAULT_ZOOM });
  return null;
}

/** Spec part 2 §2: the route line of the chosen range, with the vehicle at its end. */
export function HistoryMap(props: HistoryMapProps) {
  const { t } = useLingui();
  return (
    <div className={css.map} data-testid="history-map" data-points={props.points.length}>
      <LazyMap label={t`Vehicle history map`} zoom={DEFAULT_ZOOM} className={css.mapFrame}>
        <HistoryLayers {...props} />
      </LazyMap>
    </div>
  );
}
