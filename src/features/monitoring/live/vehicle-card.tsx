import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, IconButton } from '../../../ui/button';
import { CloseIcon } from '../../../ui/icons';
import { formatDuration, formatTimeAgo } from '../status/relative-time';
import { StatusName } from '../status/status-view';
import { TrackerFacts } from '../tracker/lazy-tracker-facts';
import { formatDateTime, formatNumber } from '../time';
import type { LiveVehicle } from '../use-live-vehicles';
import { copyLocation } from './copy-location';
import * as css from './live.css';

/**
 * The selected vehicle: last report, speed, copy-location and links (spec part 2 §2). Its close
 * button and Escape deselect the vehicle (`onClose`).
 */
export function VehicleCard({ row, onClose }: { row: LiveVehicle; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { vehicle, position, state } = row;
  return (
    // The section only catches the Escape bubbling from the controls inside it, the way the
    // jsx-a11y docs allow for a container of focusable elements.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={css.card}
      aria-labelledby={`vehicle-${vehicle.id}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className={css.cardHead}>
        <h2 id={`vehicle-${vehicle.id}`} className={css.title} dir="auto">
          {vehicle.name}
        </h2>
        <IconButton aria-label={t`Close`} size="sm" icon={<CloseIcon />} onClick={onClose} />
      </div>
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
          {position.attributes ? (
            <Suspense fallback={null}>
              <TrackerFacts attributes={position.attributes} />
            </Suspense>
          ) : null}
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
