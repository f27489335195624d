import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePendingEdits, type PendingEdit } from '../../../api/edits';
import { WaitingMark } from '../../../api/edits/waiting-mark';
import { Accordion } from '../../../ui/accordion';
import { Button } from '../../../ui/button';
import { OfflineSince } from '../../../ui/offline-since';
import { Spinner } from '../../../ui/spinner';
import { useOnline } from '../../../ui/use-online';
import * as page from '../../../ui/page.css';
import { zonesQuery } from '../api/zones';
import { ZonePanel } from './zone-panel';
import * as css from './zones.css';

const ZONE_EDITS = ['geoZone.create', 'geoZone.rename', 'geoZone.delete'] as const;

const Waiting = ({ pending }: { pending: PendingEdit }) => (
  <WaitingMark edit={pending.edit} sending={!pending.paused} className={css.pending} />
);

/**
 * The geographic-areas tab (spec part 2 §2 "Geo-zone list"): "Add geo zone" and one panel per
 * zone, which loads and draws the zone when opened. Zones added offline wait at the top.
 */
export function ZonesTab({ accountId }: { accountId: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const query = useQuery(zonesQuery(accountId));
  const pending = usePendingEdits(accountId, ZONE_EDITS);
  const creates = pending.filter((p) => p.edit.call === 'geoZone.create');
  const changeOf = (id: string) => pending.filter((p) => p.edit.subjectId === id).at(-1);
  const zones = query.data?.items ?? [];
  return (
    <section className={page.screen} aria-labelledby="zones-title">
      <div className={css.header}>
        <h2 id="zones-title" className={page.screenTitle}>
          <Trans>Geographic areas</Trans>
        </h2>
        <Link to="/main/alerts/add-geo-Zone" className={css.linkButton}>
          <Trans>Add geo zone</Trans>
        </Link>
      </div>
      {!online && query.data ? <OfflineSince updatedAt={query.dataUpdatedAt} /> : null}
      {query.isError && !query.data ? (
        <div role="alert" className={page.empty}>
          <Trans>The zones could not be loaded.</Trans>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {query.isPending && !query.isError ? <Spinner label={t`Loading the zones`} /> : null}
      {query.data && zones.length === 0 && creates.length === 0 ? (
        <p className={page.empty}>
          <Trans>No zones yet. Draw one to be alerted when vehicles enter or leave it.</Trans>
        </p>
      ) : null}
      {creates.length > 0 ? (
        <ul className={page.bareList} aria-label={t`Zones waiting to be sent`}>
          {creates.map((p) => (
            <li key={p.edit.key} className={page.tile}>
              <bdi>{p.edit.subject}</bdi> <Waiting pending={p} />
            </li>
          ))}
        </ul>
      ) : null}
      {zones.length > 0 ? (
        <Accordion
          items={zones.map((zone) => {
            const change = changeOf(zone.id);
            return {
              id: zone.id,
              title: <bdi>{zone.name}</bdi>,
              actions: change ? <Waiting pending={change} /> : undefined,
              content: <ZonePanel accountId={accountId} zone={zone} />,
            };
          })}
        />
      ) : null}
    </section>
  );
}
