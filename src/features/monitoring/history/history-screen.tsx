import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { Spinner } from '../../../ui/spinner';
import { vehicleQuery } from '../api/vehicles';
import { useVehicleNaming } from '../vehicle-names';
import { HistoryMap } from './history-map';
import { HistorySummary } from './history-summary';
import { TimeSelector } from './time-selector';
import { useHistory } from './use-history';
import { PlaybackControls } from './playback/playback-controls';
import { usePlayback } from './playback/use-playback';
import { useReplayMarker } from './playback/use-replay-marker';
import * as css from './history.css';

export interface HistoryScreenProps {
  accountId: string;
  vehicleId: string;
  /** `navigator.onLine`; offline the screen shows what the cache holds and asks for nothing. */
  online?: boolean;
  /**
   * The banner saying how old the shown copy is, shown offline (composed by the route, as
   * features do not reach into each other).
   */
  offlineNotice?: (updatedAt: number) => ReactNode;
}

/** Vehicle history (spec part 2 §2 "history/{id}"): a time selector, a summary and the route line. */
export function HistoryScreen(props: HistoryScreenProps) {
  const { accountId, vehicleId, online = true, offlineNotice } = props;
  const { t } = useLingui();
  const { named } = useVehicleNaming();
  const vehicle = useQuery({
    ...vehicleQuery(accountId, vehicleId),
    enabled: online,
    select: named,
  });
  const h = useHistory(accountId, vehicleId, online);
  const positions = h.history.data;
  const points = useMemo(
    () => (positions ?? []).map((p) => ({ lat: p.latitude, lon: p.longitude })),
    [positions],
  );
  const name = vehicle.data?.name ?? '';
  const playback = usePlayback(positions);
  const replay = useReplayMarker(playback, name);

  return (
    <section className={css.page} aria-labelledby="history-title">
      {!online && offlineNotice ? offlineNotice(h.history.dataUpdatedAt) : null}
      <header className={css.header}>
        <Link to="/main" className={css.back}>
          <Trans>Back to the map</Trans>
        </Link>
        <h1 id="history-title" className={css.title}>
          {/* bdi: a Latin plate ("501000 - Damascus") keeps its order inside Arabic text. */}
          {name ? <bdi>{name}</bdi> : <Trans>Vehicle history</Trans>}
        </h1>
        {name ? (
          <span className={css.subtitle}>
            <Trans>Vehicle history</Trans>
          </span>
        ) : null}
      </header>
      <TimeSelector
        choice={h.choice}
        range={h.range}
        refreshing={h.refreshing}
        canRefresh={online}
        onChoose={h.choose}
        onApply={h.apply}
        onRefresh={h.refresh}
      />
      {h.history.isError && !positions ? (
        <p role="alert" className={css.notice}>
          <Trans>The history could not be loaded.</Trans>
        </p>
      ) : null}
      {h.history.isPending && h.history.isFetching ? (
        <Spinner label={t`Loading history`} />
      ) : (
        <HistorySummary points={positions} report={h.report.data} />
      )}
      <PlaybackControls playback={playback} />
      <HistoryMap points={points} vehicleName={name} replay={replay} />
    </section>
  );
}
