import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePendingEdits, useRunEdit } from '../../../api/edits';
import { plateName } from '../../../i18n/plate-sub-classes';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import * as page from '../../../ui/page.css';
import { groupVehicleEdit } from '../api/edits';
import { groupVehiclesQuery } from '../api/vehicle-pages';
import { AddVehiclesDialog } from './add-vehicles-dialog';
import { PendingMark } from './pending-mark';
import * as css from './groups.css';

const VEHICLE_EDITS = ['vehicleGroup.addVehicle', 'vehicleGroup.removeVehicle'] as const;

/** The vehicles of one group: remove one, add more (spec part 2 §7 add/removeFromVehicleGroup). */
export function GroupVehicles({ accountId, groupId }: { accountId: string; groupId: string }) {
  const { t, i18n } = useLingui();
  const run = useRunEdit();
  const [adding, setAdding] = useState(false);
  const query = useInfiniteQuery(groupVehiclesQuery(accountId, groupId));
  const pending = usePendingEdits(accountId, VEHICLE_EDITS).filter(
    (p) => p.edit.subjectId === groupId,
  );
  const vehicles = (query.data?.pages ?? []).flatMap((p) => p.items);
  const total = query.data?.pages[0]?.totalCount ?? 0;
  const members = new Set(vehicles.map((v) => v.id));
  const changeOf = (id: string) => pending.filter((p) => p.edit.params?.id === id).at(-1);
  const adds = pending.filter(
    (p) => p.edit.call === 'vehicleGroup.addVehicle' && !members.has(String(p.edit.params?.id)),
  );
  const count = i18n.number(total);

  return (
    <section className={page.card} aria-labelledby="group-vehicles-title">
      <div className={css.header}>
        <h2 id="group-vehicles-title" className={page.cardTitle}>
          <Trans>Vehicles in this group ({count})</Trans>
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          <Trans>Add vehicles</Trans>
        </Button>
      </div>
      {query.isPending ? <Spinner label={t`Loading the vehicles`} /> : null}
      {query.isError && !query.data ? (
        <p role="alert">
          <Trans>The vehicles of this group could not be loaded.</Trans>
        </p>
      ) : null}
      {query.data && vehicles.length === 0 && adds.length === 0 ? (
        <p>
          <Trans>No vehicles in this group yet.</Trans>
        </p>
      ) : null}
      <ul className={css.list}>
        {adds.map((p) => (
          <li key={p.edit.key} className={css.item}>
            <bdi>{p.edit.subject}</bdi>
            <PendingMark pending={p} />
          </li>
        ))}
        {vehicles.map((v) => {
          const name = plateName(v, (d) => i18n._(d));
          const change = changeOf(v.id);
          return (
            <li key={v.id} className={css.item}>
              <bdi className={css.plainName}>{name}</bdi>
              {change ? (
                <PendingMark pending={change} />
              ) : (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t`Remove ${name} from the group`}
                  onClick={() =>
                    void run(
                      groupVehicleEdit(accountId, groupId, { id: v.id, name }, 'remove'),
                    ).catch(() => undefined)
                  }
                >
                  <Trans>Remove</Trans>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          <Trans>Show more</Trans>
        </Button>
      ) : null}
      <AddVehiclesDialog
        accountId={accountId}
        groupId={groupId}
        members={members}
        memberCount={total}
        open={adding}
        onOpenChange={setAdding}
      />
    </section>
  );
}
