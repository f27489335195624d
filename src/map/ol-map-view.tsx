// The lazy map chunk: the only entry into OpenLayers. Its file name starts with `ol-` so the
// chunk matches the `ol-*` pattern that keeps it out of the service worker's precache.
import 'ol/ol.css';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useRuntimeConfig } from '../api/app-context';
import { visuallyHidden } from '../ui/shared.css';
import { BaseLayerToggle } from './base-layer-toggle';
import { DEFAULT_CENTER, DEFAULT_ZOOM, RESIZE_DEBOUNCE_MS } from './constants';
import { MapContext } from './map-context';
import * as styles from './map-view.css';
import { createOlMap, showBaseLayer } from './ol/create-map';
import { olKit } from './ol/kit';
import { baseLayerSpecs } from './tile-url';
import type { BaseLayerId, MapViewProps } from './types';
import { useDebouncedResize } from './use-debounced-resize';
import { useTileFallback } from './use-tile-fallback';

export default function MapView({
  label,
  className,
  center = DEFAULT_CENTER,
  zoom = DEFAULT_ZOOM,
  defaultBaseLayer = 'street',
  children,
}: MapViewProps) {
  const { t } = useLingui();
  const { tiles } = useRuntimeConfig();
  const layers = useMemo(() => baseLayerSpecs(tiles), [tiles]);
  const [base, setBase] = useState<BaseLayerId>(defaultBaseLayer);
  const targetRef = useRef<HTMLDivElement>(null);
  const hintId = useId();

  // One map per mount. Changing the language reloads the page, so the control texts are fixed.
  const [map] = useState(() =>
    createOlMap({
      layers,
      base: defaultBaseLayer,
      center,
      zoom,
      rtl: document.documentElement.dir === 'rtl',
      texts: {
        zoomIn: t`Zoom in`,
        zoomOut: t`Zoom out`,
        resetRotation: t`Reset rotation`,
        attributions: t`Attributions`,
      },
    }),
  );

  useEffect(() => {
    map.setTarget(targetRef.current ?? undefined);
    // Detaching releases the DOM and listeners; the map object itself is dropped with the view.
    return () => map.setTarget(undefined);
  }, [map]);

  useEffect(() => showBaseLayer(map, base, layers), [map, base, layers]);

  const updateSize = useCallback(() => map.updateSize(), [map]);
  useDebouncedResize(targetRef, updateSize, RESIZE_DEBOUNCE_MS);

  const context = useMemo(() => ({ map, kit: olKit }), [map]);
  const fallback = useTileFallback(map);

  return (
    <div
      className={[styles.root, fallback.failing && styles.noTiles, className]
        .filter(Boolean)
        .join(' ')}
      data-tiles={fallback.failing ? 'unavailable' : 'ok'}
      data-outlines={fallback.outlines ?? 'none'}
    >
      <div
        ref={targetRef}
        className={styles.viewport}
        // Focusable so OpenLayers' keyboard pan (arrows) and zoom (+/−) work; "application"
        // lets screen readers pass those keys through. The lint rule does not count
        // "application" as interactive, but the element handles keys itself.
        role="application"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={label ?? t`Map`}
        aria-describedby={hintId}
      />
      <p id={hintId} className={visuallyHidden}>
        {t`Use the arrow keys to move the map and the plus and minus keys to zoom.`}
      </p>
      <BaseLayerToggle value={base} onChange={setBase} />
      {/* Always there, so screen readers announce the notice when it appears. */}
      <div role="status">
        {fallback.failing ? (
          <p className={styles.tilesNotice}>{t`Map tiles unavailable: showing borders only.`}</p>
        ) : null}
      </div>
      <MapContext.Provider value={context}>{children}</MapContext.Provider>
    </div>
  );
}
