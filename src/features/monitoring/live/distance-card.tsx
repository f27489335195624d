import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { vehicleReportQuery } from '../api/vehicle-report';
import { formatNumber, lastMinutes, LIVE_WINDOWS, type LiveWindow } from '../time';
import * as css from './live.css';

/**
 * Distance, average and top speed of one vehicle over the chosen window (shown only when the
 * window is not "now", spec part 2 §2). The range is fixed when the window is chosen.
 */
export function DistanceCard(props: { accountId: string; vehicleId: string; window: LiveWindow }) {
  const { i18n } = useLingui();
  const { accountId, vehicleId, window } = props;
  const range = useMemo(() => lastMinutes(LIVE_WINDOWS[window]), [window]);
  const report = useQuery(vehicleReportQuery(accountId, vehicleId, range.from, range.to));
  const n = (v: number) => formatNumber(v, i18n.locale);
  return (
    <section className={css.card} aria-live="polite" data-testid="distance-card">
      {report.data ? (
        <dl className={css.facts}>
          <dt>
            <Trans>Distance</Trans>
          </dt>
          <dd>
            <Trans>{n(report.data.distance)} km</Trans>
          </dd>
          <dt>
            <Trans>Average speed</Trans>
          </dt>
          <dd>
            <Trans>{n(report.data.averageSpeed)} km/h</Trans>
          </dd>
          <dt>
            <Trans>Top speed</Trans>
          </dt>
          <dd>
            <Trans>{n(report.data.maxSpeed)} km/h</Trans>
          </dd>
        </dl>
      ) : report.isError ? (
        <p role="alert">
          <Trans>The distance could not be loaded.</Trans>
        </p>
      ) : (
        <p className={css.muted}>
          <Trans>Loading distance…</Trans>
        </p>
      )}
    </section>
  );
}
