import { useLingui } from '@lingui/react/macro';
import { DEFAULT_ZOOM, LazyMap, useOlMap, usePolygon, type LonLat } from '../../../map';
import * as css from './zones.css';

function Outline({ ring }: { ring: readonly LonLat[] }) {
  usePolygon(useOlMap(), ring);
  return null;
}

/** A zone drawn on a small map centred on its first point at zoom 12 (spec part 2 §2, §9). */
export function ZoneMap({ name, ring }: { name: string; ring: readonly LonLat[] }) {
  const { t } = useLingui();
  return (
    <div className={css.smallMap} data-testid="zone-map" data-points={ring.length}>
      <LazyMap label={t`Map of the zone ${name}`} center={ring[0]} zoom={DEFAULT_ZOOM}>
        <Outline ring={ring} />
      </LazyMap>
    </div>
  );
}
