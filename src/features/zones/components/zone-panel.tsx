import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRunEdit } from '../../../api/edits';
import type { GeoZone } from '../../../api/contract/geo-zones.ts';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/confirm-provider';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast-store';
import * as page from '../../../ui/page.css';
import { deleteZoneEdit } from '../api/edits';
import { zoneQuery } from '../api/zones';
import { ZoneMap } from './zone-map';
import * as css from './zones.css';

/** An open zone panel: its detail, read when opened (spec part 2 §2), drawn; and delete. */
export function ZonePanel({ accountId, zone }: { accountId: string; zone: GeoZone }) {
  const { t, i18n } = useLingui();
  const confirm = useConfirm();
  const run = useRunEdit();
  const query = useQuery(zoneQuery(accountId, zone.id));
  const name = zone.name;
  const created = i18n.date(new Date(zone.creationTime), { dateStyle: 'medium' });

  const remove = async () => {
    const yes = await confirm({
      title: t`Delete the zone “${name}”?`,
      message: t`Alerts that watch this zone stop watching it.`,
      confirmLabel: t`Delete`,
      variant: 'danger',
    });
    if (!yes) return;
    const outcome = await run(deleteZoneEdit(accountId, zone)).catch(() => null);
    if (outcome?.status === 'sent') toast.success(t`The zone “${name}” was deleted.`);
  };

  return (
    <div className={css.panelBody}>
      {query.data ? (
        <>
          <ZoneMap name={name} ring={query.data.ring} />
          <p className={css.status}>
            <Trans>
              {query.data.ring.length - 1} points · created {created}
            </Trans>
          </p>
        </>
      ) : null}
      {query.isPending ? <Spinner label={t`Loading the zone`} /> : null}
      {query.isError && !query.data ? (
        <div role="alert" className={page.empty}>
          <Trans>The zone could not be loaded.</Trans>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      <div className={page.actions}>
        <Button variant="danger" size="sm" onClick={() => void remove()}>
          <Trans>Delete zone</Trans>
        </Button>
      </div>
    </div>
  );
}
