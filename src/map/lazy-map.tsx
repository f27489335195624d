import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Spinner } from '../ui/spinner';
import * as styles from './frame.css';
import type { MapViewProps } from './types';

// OpenLayers and its stylesheet load with the first map shown, never with the first screen.
const MapView = lazy(() => import('./ol-map-view'));

function MapPlaceholder({ className }: { className: string | undefined }) {
  const { t } = useLingui();
  const cls = [styles.frame, styles.placeholder, className].filter(Boolean).join(' ');
  return (
    <div className={cls}>
      <Spinner label={t`Loading map…`} />
    </div>
  );
}

/**
 * An OpenLayers map centred on Damascus at zoom 12, with street and satellite base layers from
 * `/config.json`. Children render inside the map context (`useOlMap()`, layer hooks).
 */
export function LazyMap(props: MapViewProps) {
  return (
    <Suspense fallback={<MapPlaceholder className={props.className} />}>
      <MapView {...props} />
    </Suspense>
  );
}
