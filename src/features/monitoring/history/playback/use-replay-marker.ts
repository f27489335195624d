import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LonLat, VehicleMarker } from '../../../../map';
import { playedPath } from './timeline';
import type { Playback } from './use-playback';

/** The moving marker (heading arrow, speed in its label) and the line driven so far. */
export function useReplayMarker(
  p: Playback,
  name: string,
): { at: VehicleMarker; driven: LonLat[] } | null {
  const { t, i18n } = useLingui();
  const { point, samples } = p;
  return useMemo(() => {
    if (!point) return null;
    const speed = i18n.number(Math.round(point.speed));
    return {
      at: {
        id: 'history-replay',
        lat: point.lat,
        lon: point.lon,
        heading: point.speed > 0 ? point.heading : null,
        label: t`${name} · ${speed} km/h`,
      },
      driven: playedPath(samples, point),
    };
  }, [point, samples, name, t, i18n]);
}
