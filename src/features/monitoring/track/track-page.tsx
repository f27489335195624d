import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { LazyMap } from '../../../map';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { OfflineSince } from '../../../ui/offline-since';
import { useOnline } from '../../../ui/use-online';
import { liveLocationsQuery } from '../api/live-locations';
import { VehicleConsumption } from '../consumption/vehicle-consumption';
import { subClassLabel } from '../../../i18n/plate-sub-classes';
import { StatusLine } from '../status/status-view';
import { useVehicleStatuses } from '../status/use-vehicle-statuses';
import { formatDateTime } from '../time';
import { TrackLayers } from './track-layers';
import { useTrackVehicle } from './use-track-vehicle';
import * as css from '../live/live.css';

export interface TrackPageProps {
  accountId: string;
  vehicleId: string;
  /** An owner may correct the vehicle's consumption rate here; an observer only reads it. */
  canCorrect?: boolean;
}

/** One vehicle followed live (spec part 2 §2 "Track vehicle"), with its facts. */
export function TrackPage({ accountId, vehicleId, canCorrect = false }: TrackPageProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const { vehicle, refused } = useTrackVehicle(accountId, vehicleId);
  const live = useQuery(liveLocationsQuery(accountId));
  const position = live.data?.[vehicleId];
  const { states } = useVehicleStatuses(live.data, live.dataUpdatedAt);
  // Each press re-centres, even when the vehicle has not moved since the user panned away.
  const [recentred, setRecentred] = useState(0);
  const marker = useMemo(
    () =>
      position && vehicle.data
        ? {
            id: vehicleId,
            label: vehicle.data.name,
            lat: position.latitude,
            lon: position.longitude,
          }
        : null,
    [position, vehicle.data, vehicleId],
  );

  if (refused || (vehicle.isError && !vehicle.data)) {
    return (
      <div className={css.page}>
        <p role="alert">
          {refused ? (
            <Trans>You no longer have access to this vehicle.</Trans>
          ) : (
            <Trans>This vehicle could not be loaded.</Trans>
          )}
        </p>
        <Link to="/main">
          <Trans>Back to the map</Trans>
        </Link>
      </div>
    );
  }
  if (!vehicle.data) return <Spinner size="lg" label={t`Loading`} />;
  const v = vehicle.data;
  const name = v.name;
  return (
    <div className={css.page}>
      {!online ? <OfflineSince updatedAt={live.dataUpdatedAt || vehicle.dataUpdatedAt} /> : null}
      <div className={css.toolbar}>
        <Link to="/main">
          <Trans>Back to the map</Trans>
        </Link>
        <Button variant="secondary" onClick={() => setRecentred((n) => n + 1)} disabled={!marker}>
          <Trans>Re-centre</Trans>
        </Button>
      </div>
      <div className={css.body}>
        <section className={`${css.side} ${css.card}`} aria-labelledby="track-title">
          {/* The screen's heading, which focus moves to on arrival (main-layout): before the map
              in the page's order, drawn after it (css.side). bdi: a Latin plate keeps its order
              inside Arabic text. */}
          <h1 id="track-title" className={css.title}>
            <Trans>
              Tracking <bdi>{name}</bdi>
            </Trans>
          </h1>
          <dl className={css.facts}>
            <dt>
              <Trans>Status</Trans>
            </dt>
            <dd>
              <StatusLine position={position} state={states.get(vehicleId)} />
            </dd>
            <dt>
              <Trans>Plate subclass</Trans>
            </dt>
            <dd>{subClassLabel(v.licensePlateSubClass, (d) => i18n._(d))}</dd>
            <dt>
              <Trans>Plate serial</Trans>
            </dt>
            <dd>{v.licensePlateSerial}</dd>
            <dt>
              <Trans>Colour</Trans>
            </dt>
            <dd>
              <span className={css.swatch} style={{ background: cssColor(v.colorHex) }} />{' '}
              <span dir="ltr">{cssColor(v.colorHex)}</span>
            </dd>
            <VehicleConsumption accountId={accountId} vehicle={v} canCorrect={canCorrect} />
            <dt>
              <Trans>Last report</Trans>
            </dt>
            <dd>
              {position ? formatDateTime(position.time, i18n.locale) : <Trans>No position</Trans>}
            </dd>
          </dl>
        </section>
        <div className={css.map} data-testid="track-map" data-markers={marker ? 1 : 0}>
          <LazyMap label={t`Map of ${v.name}`}>
            <TrackLayers marker={marker} recentred={recentred} />
          </LazyMap>
        </div>
      </div>
    </div>
  );
}

/** The API stores colours as 0xFFRRGGBB (spec part 2 §3); CSS wants #RRGGBB. */
export function cssColor(hex: string): string {
  const digits = hex.replace(/^(0x|#)/i, '');
  return `#${(digits.length === 8 ? digits.slice(2) : digits).toLowerCase()}`;
}
