import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { formatDuration, formatTimeAgo } from '../status/relative-time';
import { StatusName } from '../status/status-view';
import { formatDateTime, formatNumber } from '../time';
import type { LiveVehicle } from '../use-live-vehicles';
import { copyLocation } from './copy-location';
import * as css from './live.css';

/** The selected vehicle: last report, speed, copy-location and links (spec part 2 §2). */
export function VehicleCard({ row }: { row: LiveVehicle }) {
  const { i18n } = useLingui();
  const { vehicle, position, state } = row;
  return (
    <section className={css.card} aria-labelledby={`vehicle-${vehicle.id}`}>
      <h2 id={`vehicle-${vehicle.id}`} className={css.title} dir="auto">
        {vehicle.name}
      </h2>
      {position ? (
        <dl className={css.facts}>
          {state ? (
            <>
              <dt>
                <Trans>Status</Trans>
              </dt>
              <dd data-testid="vehicle-card-status">
                <StatusName status={state.status} />
                {state.stillSince !== null && state.status !== 'noSignal' ? (
                  <>
                    {' · '}
                    <Trans>for {formatDuration(state.at - state.stillSince, i18n.locale)}</Trans>
                  </>
                ) : null}
              </dd>
            </>
          ) : null}
          <dt>
            <Trans>Last report</Trans>
          </dt>
          <dd>
            {formatDateTime(position.time, i18n.locale)}
            {state ? ` (${formatTimeAgo(position.time, state.at, i18n.locale)})` : null}
          </dd>
          <dt>
            <Trans>Speed</Trans>
          </dt>
          <dd>
            <Trans>{formatNumber(position.speed, i18n.locale)} km/h</Trans>
          </dd>
          <dt>
            <Trans>Location</Trans>
          </dt>
          <dd dir="ltr" data-testid="vehicle-location">
            {position.latitude.toFixed(6)}, {position.longitude.toFixed(6)}
          </dd>
        </dl>
      ) : (
        <p className={css.muted}>
          <Trans>This vehicle has not reported a position yet.</Trans>
        </p>
      )}
      <div className={css.actions}>
        {position ? (
          <Button size="sm" variant="secondary" onClick={() => void copyLocation(position, i18n)}>
            <Trans>Copy location</Trans>
          </Button>
        ) : null}
        <Link to="/main/history/$id" params={{ id: vehicle.id }}>
          <Trans>History</Trans>
        </Link>
        <Link to="/main/track/$id" params={{ id: vehicle.id }}>
          <Trans>Track</Trans>
        </Link>
      </div>
    </section>
  );
}
