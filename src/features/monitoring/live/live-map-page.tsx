import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
// Not the `src/map` barrel: through it the route would also load the drawing hooks (budget).
import { LazyMap } from '../../../map/lazy-map';
import { phone } from '../../../ui/breakpoints';
import { OfflineSince } from '../../../ui/offline-since';
import { useMediaQuery } from '../../../ui/use-media-query';
import { useOnline } from '../../../ui/use-online';
import { vehicleHistoryQuery } from '../api/vehicle-history';
import { lastMinutes, LIVE_WINDOWS, type LiveWindow } from '../time';
import { toMarkers, useLiveVehicles } from '../use-live-vehicles';
import { LiveLayers } from './live-layers';
import { LiveToolbar } from './live-toolbar';
import { VehicleList } from './vehicle-list';
import * as css from './live.css';

// The cards of a chosen vehicle (and its distance over a past window): fetched the first time
// one is chosen, not with the map route, which has a budget.
const VehicleCard = lazy(() => import('./vehicle-card').then((m) => ({ default: m.VehicleCard })));
const DistanceCard = lazy(() =>
  import('./distance-card').then((m) => ({ default: m.DistanceCard })),
);

const ABOVE_TOOLBAR = { order: -2 } as const;

// Only phones draw the sheet: a desktop's map route does not load it.
const VehicleSheet = lazy(() =>
  import('./vehicle-sheet').then((m) => ({ default: m.VehicleSheet })),
);

export interface LiveMapPageProps {
  accountId: string;
  /** The one vehicle shown, or null for all; kept in the URL so "back" returns to it. */
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

/** The live map of the chosen account (spec part 2 §2 "Live map"). */
export function LiveMapPage({ accountId, onSelect, ...props }: LiveMapPageProps) {
  const { t } = useLingui();
  const online = useOnline();
  const panelId = useId();
  const { rows, vehicles, live } = useLiveVehicles(accountId);
  const [timeWindow, setTimeWindow] = useState<LiveWindow>('now');
  const [panelOpen, setPanelOpen] = useState(true);
  const select = onSelect;
  // Phones: the list is a sheet over the map and the toolbar its controls (nothing above the map).
  const onPhone = useMediaQuery(phone);

  const selected = props.selectedId
    ? rows.find((r) => r.vehicle.id === props.selectedId)
    : undefined;
  // An id that is not (or no longer) among the account's vehicles shows them all.
  const selectedId = selected ? selected.vehicle.id : null;
  const shown = useMemo(() => (selected ? [selected] : rows), [selected, rows]);
  const markers = useMemo(() => toMarkers(shown), [shown]);
  const trail = useTrail(accountId, selectedId, timeWindow);
  const page = useRef<HTMLDivElement>(null);
  // Closing the card removes the button that had the focus: the vehicle's row takes it (the list
  // stays; it comes before the map in the page), else, with the list hidden (a phone's sheet at
  // peek), the map. Never <body>.
  const closeCard = (id: string) => {
    const targets = `[data-vehicle="${id}"],[role=application]`;
    for (const el of page.current?.querySelectorAll<HTMLElement>(targets) ?? []) {
      el.focus();
      if (document.activeElement === el) break;
    }
    select(null);
  };

  const toolbar = (
    <LiveToolbar
      vehicles={vehicles.data ?? []}
      selectedId={selectedId}
      onSelect={select}
      window={timeWindow}
      onWindow={setTimeWindow}
      panelOpen={panelOpen}
      onTogglePanel={() => setPanelOpen((open) => !open)}
      panelId={panelId}
    />
  );
  const card = selected ? (
    <Suspense fallback={null}>
      <VehicleCard row={selected} onClose={() => closeCard(selected.vehicle.id)} />
      {timeWindow !== 'now' ? (
        <DistanceCard accountId={accountId} vehicleId={selected.vehicle.id} window={timeWindow} />
      ) : null}
    </Suspense>
  ) : null;

  return (
    <div ref={page} className={css.page}>
      {/* Above the toolbar, which is drawn first (css.toolbar). */}
      {!online ? (
        <div style={ABOVE_TOOLBAR}>
          <OfflineSince updatedAt={live.dataUpdatedAt || vehicles.dataUpdatedAt} />
        </div>
      ) : null}
      <div className={css.body}>
        {/* First in the page's order: from the skip link a keyboard user is one Tab from the list
            (the sheet on phones; on a desktop the side panel, drawn at the inline end). */}
        {onPhone ? (
          <Suspense fallback={null}>
            <VehicleSheet
              rows={rows}
              selectedId={selectedId}
              onSelect={select}
              controls={toolbar}
            />
          </Suspense>
        ) : (
          <aside
            id={panelId}
            className={css.panel}
            hidden={!panelOpen}
            aria-label={t`Vehicle info`}
          >
            {/* The list stays under the card: the row just pressed keeps the focus. */}
            <div className={css.panelScroll}>
              {card}
              <VehicleList rows={rows} selectedId={selectedId} onSelect={select} />
            </div>
          </aside>
        )}
        <div className={css.map} data-testid="live-map" data-markers={markers.length}>
          <LazyMap label={t`Live map`}>
            <LiveLayers markers={markers} selectedId={selectedId} trail={trail} onPick={select} />
          </LazyMap>
        </div>
        {onPhone && card ? <div className={css.cardOverlay}>{card}</div> : null}
      </div>
      {/* After the list in the page's order, drawn above the map (css.toolbar). */}
      {onPhone ? null : toolbar}
    </div>
  );
}

/** The selected vehicle's path over the window, fetched when the window or vehicle changes. */
function useTrail(accountId: string, vehicleId: string | null, span: LiveWindow) {
  const range = useMemo(
    () => (vehicleId ? { vehicleId, ...lastMinutes(LIVE_WINDOWS[span]) } : null),
    [span, vehicleId],
  );
  const history = useQuery({
    ...vehicleHistoryQuery(accountId, range?.vehicleId ?? '', range?.from ?? '', range?.to ?? ''),
    enabled: range !== null,
  });
  return useMemo(
    () =>
      range && history.data ? history.data.map((p) => ({ lat: p.latitude, lon: p.longitude })) : [],
    [range, history.data],
  );
}
