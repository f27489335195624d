import { useEffect, useMemo } from 'react';
// Not the `src/map` barrel: through it the map route would also load the drawing hooks.
import { DEFAULT_ZOOM, LOCATED_ZOOM } from '../../../map/constants';
import { useOlMap } from '../../../map/map-context';
import type { LonLat, VehicleMarker } from '../../../map/types';
import { useFitOrCenter } from '../../../map/use-fit-or-center';
import { usePolyline } from '../../../map/use-polyline';
import { useVehicleMarkers } from '../../../map/use-vehicle-markers';
import { StatusLegend } from '../status/status-legend';

const TRAIL_COLOR = '#1565c0';

export interface LiveLayersProps {
  markers: readonly VehicleMarker[];
  selectedId: string | null;
  /** The selected vehicle's positions over the time window, oldest first. */
  trail: readonly LonLat[];
  onPick: (id: string) => void;
}

/**
 * What the live map draws (rendered inside `<LazyMap>`): the markers, the selected vehicle's
 * trail, and the view: every vehicle framed once, a selected one centred at zoom 17 once it is
 * located (spec part 2 §4). Framing is keyed so the 5 s poll never undoes the user's panning.
 */
export function LiveLayers({ markers, selectedId, trail, onPick }: LiveLayersProps) {
  const map = useOlMap();
  useVehicleMarkers(map, markers);
  usePolyline(map, trail, TRAIL_COLOR);
  const selected = useMemo(
    () => (selectedId ? markers.filter((m) => m.id === selectedId) : markers),
    [markers, selectedId],
  );
  useFitOrCenter(map, selected, {
    zoom: selectedId ? LOCATED_ZOOM : Math.max(DEFAULT_ZOOM, LOCATED_ZOOM - 1),
    key: selectedId ?? 'all',
  });

  useEffect(() => {
    const key = map.on('click', (event) => {
      const id = map.forEachFeatureAtPixel(event.pixel, (feature) => feature.getId(), {
        hitTolerance: 6,
      });
      if (typeof id === 'string') onPick(id);
    });
    return () => map.un('click', key.listener);
  }, [map, onPick]);
  return <StatusLegend />;
}
