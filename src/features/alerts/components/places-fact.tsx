import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AlertDefinition } from '../../../api/contract/alerts.ts';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { placesQuery, type PlaceAlertType } from '../api/alert-details';
import type { PlaceDialogs } from './place-dialogs';
import * as css from '../alerts.css';

export interface PlacesFactProps {
  accountId: string;
  alert: AlertDefinition;
  type: PlaceAlertType;
  dialogs: PlaceDialogs;
}

/**
 * The zones of an entering/exiting-zone alert or the routes of an exiting-route alert, by name,
 * with "Show geozone" / "Show route" (spec part 2 §2), which draws them in the other feature's
 * dialog.
 */
export function PlacesFact({ accountId, alert, type, dialogs }: PlacesFactProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on (its code loads then), so closing animates and gives focus back.
  const [opened, setOpened] = useState(false);
  const query = useQuery(placesQuery(accountId, alert.id, type));
  const routes = type === 'ExitingRoute';
  const places = query.data?.items ?? [];
  const names = places.map((p) => p.name).join(', ');
  const dialog = routes ? dialogs.routes : dialogs.zones;
  return (
    <div className={css.inlineRow}>
      <p className={css.grow}>
        {routes ? <Trans>Routes:</Trans> : <Trans>Geo-zones:</Trans>}{' '}
        {query.data ? <bdi>{names || t`none left`}</bdi> : null}
      </p>
      {query.isPending ? <Spinner size="sm" label={t`Loading`} /> : null}
      {query.isError && !query.data ? (
        <span role="alert">
          <Trans>Could not be loaded.</Trans>
        </span>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        className={css.target}
        disabled={places.length === 0}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {routes ? <Trans>Show route</Trans> : <Trans>Show geozone</Trans>}
      </Button>
      {opened
        ? dialog({
            open,
            onOpenChange: setOpen,
            ids: places.map((p) => p.id),
            title: routes ? t`Routes of this alert` : t`Geo-zones of this alert`,
          })
        : null}
    </div>
  );
}
