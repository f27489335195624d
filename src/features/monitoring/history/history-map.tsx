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
/** During playback the line still ahead of the vehicle is paler; the driven part keeps the blue. */
export const AHEAD_LINE_COLOR = '#90caf9';

interface HistoryMapProps {
  points: readonly LonLat[];
  /** Label of the marker at the last position. */
  vehicleName: string;
  /** Playing back: the vehicle's point now and the line it has driven. */
  replay?: { at: VehicleMarker; driven: readonly LonLat[] } | null;
}

const NOTHING: readonly LonLat[] = [];

/** The layers; rendered inside the map, where the layer hooks find it. */
function HistoryLayers({ points, vehicleName, replay }: HistoryMapProps) {
  const map = useOlMap();
  usePolyline(map, points, replay ? AHEAD_LINE_COLOR : HISTORY_LINE_COLOR);
  usePolyline(map, replay?.driven ?? NOTHING, HISTORY_LINE_COLOR);
  const last = points.at(-1);
  const markers = useMemo<VehicleMarker[]>(
    () =>
      replay
        ? [replay.at]
        : last
          ? [{ id: 'history-end', lat: last.lat, lon: last.lon, label: vehicleName }]
          : [],
    [last, vehicleName, replay],
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
    <div
      className={css.map}
      data-testid="history-map"
      data-points={props.points.length}
      data-replay={
        props.replay
          ? `${props.replay.at.lat.toFixed(5)},${props.replay.at.lon.toFixed(5)}`
          : undefined
      }
    >
      <LazyMap label={t`Vehicle history map`} zoom={DEFAULT_ZOOM} className={css.mapFrame}>
        <HistoryLayers {...props} />
      </LazyMap>
    </div>
  );
}
