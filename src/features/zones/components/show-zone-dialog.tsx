import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion } from '../../../ui/accordion';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { zonesQuery } from '../api/zones';
import { ZonePanel } from './zone-panel';
import * as css from './zones.css';

/** Spec part 2 §9: the route and geo-zone dialogs show 100. */
export const ZONE_DIALOG_LIMIT = 100;

export interface ShowZoneDialogProps {
  accountId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The zones to show (an entering- or exiting-zone alert's); without them, the account's. */
  zoneIds?: readonly string[];
  title?: string;
}

/**
 * The show-geozone dialog (spec part 2 §2 "Alerts area"), shaped like show-route: 95 % of the
 * screen high, at least half of it wide, the zones as the zones tab shows them (each drawn when
 * opened). Zones deleted meanwhile are simply not shown.
 */
export function ShowZoneDialog(props: ShowZoneDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title ?? t`Geographic areas`}
      width="max(50vw, 40rem)"
      className={css.dialog}
    >
      {props.open ? <DialogZones {...props} /> : null}
    </Dialog>
  );
}

function DialogZones({ accountId, zoneIds }: ShowZoneDialogProps) {
  const { t } = useLingui();
  // The account's list (kept for the zones tab and offline) holds every zone a dialog may ask for.
  const list = useQuery(zonesQuery(accountId));
  const all = list.data?.items ?? [];
  const zones = (zoneIds ? all.filter((z) => zoneIds.includes(z.id)) : all).slice(
    0,
    ZONE_DIALOG_LIMIT,
  );
  if (list.isPending) return <Spinner label={t`Loading the zones`} />;
  if (list.isError && !list.data) {
    return (
      <p role="alert">
        <Trans>The zones could not be loaded.</Trans>
      </p>
    );
  }
  if (zones.length === 0) {
    return (
      <p>
        <Trans>No zones to show.</Trans>
      </p>
    );
  }
  return (
    <Accordion
      items={zones.map((zone) => ({
        id: zone.id,
        title: <bdi>{zone.name}</bdi>,
        content: <ZonePanel accountId={accountId} zone={zone} />,
      }))}
    />
  );
}
