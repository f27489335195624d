import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { asLatLon, type Route } from '../../../api/contract/routes.ts';
import { DEFAULT_ZOOM, LazyMap, useOlMap, usePoints, usePolyline } from '../../../map';
import { cssColor } from './colors';
import * as css from './routes.css';

type Drawn = Pick<Route, 'line' | 'color' | 'stopPoints'>;

function RouteLayers({ route }: { route: Drawn }) {
  const map = useOlMap();
  const line = useMemo(() => route.line.map(asLatLon), [route.line]);
  const points = useMemo(
    () =>
      route.stopPoints.map((s) => ({
        id: s.id,
        ...asLatLon(s.point),
        color: cssColor(s.color),
        label: s.name,
      })),
    [route.stopPoints],
  );
  usePolyline(map, line, cssColor(route.color));
  usePoints(map, points);
  return null;
}

/** A saved route on a small map: its line in its colour, its stop points, zoom 12 on its start (spec §9). */
export function RouteMap({ name: routeName, route }: { name: string; route: Drawn }) {
  const { t } = useLingui();
  const start = route.line[0];
  return (
    <LazyMap
      label={t`Map of the route “${routeName}”`}
      center={start ? asLatLon(start) : undefined}
      zoom={DEFAULT_ZOOM}
      className={css.smallMap}
    >
      <RouteLayers route={route} />
    </LazyMap>
  );
}
