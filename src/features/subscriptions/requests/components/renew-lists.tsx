import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { Spinner } from '../../../../ui/spinner';
import { VehicleList } from '../../components/vehicle-list';
import { removedUsersQuery, renewVehiclesQuery } from '../api/request-queries';
import * as css from './requests.css';

type Open = 'newVehicles' | 'removedVehicles' | 'removedUsers' | null;

/** A renewal's new vehicles, removed observers and removed vehicles (spec §2 item 6). */
export function RenewLists({ requestId }: { requestId: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<Open>(null);
  const titles = {
    newVehicles: t`New vehicles`,
    removedUsers: t`Removed users`,
    removedVehicles: t`Removed vehicles`,
  };
  return (
    <>
      {(['newVehicles', 'removedUsers', 'removedVehicles'] as const).map((list) => (
        <Button key={list} variant="secondary" onClick={() => setOpen(list)}>
          {titles[list]}
        </Button>
      ))}
      <Dialog
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open ? titles[open] : ''}
        size="md"
      >
        {open === 'removedUsers' ? (
          <RemovedUsers requestId={requestId} />
        ) : open ? (
          <Vehicles requestId={requestId} list={open} label={titles[open]} />
        ) : null}
      </Dialog>
    </>
  );
}

function Vehicles(props: {
  requestId: string;
  list: 'newVehicles' | 'removedVehicles';
  label: string;
}) {
  const { t, i18n } = useLingui();
  const query = useQuery(renewVehiclesQuery(props.requestId, props.list, i18n.locale));
  if (!query.data) return <Loading failed={query.isError} />;
  const vehicles = query.data.items.map((v) => ({ ...v, id: v.id ?? undefined }));
  return <VehicleList vehicles={vehicles} label={props.label} emptyText={t`No vehicles.`} />;
}

function RemovedUsers({ requestId }: { requestId: string }) {
  const { i18n } = useLingui();
  const query = useQuery(removedUsersQuery(requestId, i18n.locale));
  if (!query.data) return <Loading failed={query.isError} />;
  if (query.data.items.length === 0) {
    return (
      <p className={css.detail}>
        <Trans>No users are removed.</Trans>
      </p>
    );
  }
  return (
    <ul className={css.plainList}>
      {query.data.items.map((u) => (
        <li key={u.id}>
          {u.name}
          {u.phoneNumber ? <span dir="ltr"> · {u.phoneNumber}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function Loading({ failed }: { failed: boolean }) {
  const { t } = useLingui();
  if (failed) {
    return (
      <p role="alert" className={css.detail}>
        <Trans>The list could not be loaded.</Trans>
      </p>
    );
  }
  return <Spinner label={t`Loading`} />;
}
