import { useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ObservedItem } from '../../../api/contract/observers.ts';
import { useRunEdit, type PendingEdit } from '../../../api/edits';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { assignedId, assignmentEdit } from '../api/observer-edits';
import { observerItemsQuery } from '../api/observer-items';
import { observedItemLabel } from '../vehicle-label';
import { AssignDialog } from './assign-dialog';
import type { ObserverItemsProps } from './observer-items';
import * as css from './observers.css';
import { WaitingMark } from '../../../api/edits/waiting-mark';

const isAdd = (p: PendingEdit) =>
  p.edit.call === 'observer.addVehicle' || p.edit.call === 'observer.addGroup';

/** What is assigned or on its way, by kind: the assign dialog does not offer it again. */
function assignedIds(items: readonly ObservedItem[], adds: readonly PendingEdit[]) {
  const ids = (type: ObservedItem['type'], call: string) => [
    ...items.filter((i) => i.type === type).map((i) => i.vehicleOrGroupId),
    ...adds.filter((p) => p.edit.call === call).flatMap((p) => assignedId(p.edit) ?? []),
  ];
  return {
    vehicles: ids('Vehicle', 'observer.addVehicle'),
    groups: ids('VehicleGroup', 'observer.addGroup'),
  };
}

/** The loaded list: each item with Remove, edits waiting to be sent, Show more and Assign. */
export function AssignedList({ accountId, observer, groupsOn, pending }: ObserverItemsProps) {
  const { t, i18n } = useLingui();
  const observerName = observer.name;
  const run = useRunEdit();
  const [assigning, setAssigning] = useState(false);
  const assignButton = useRef<HTMLButtonElement>(null);
  const query = useInfiniteQuery(observerItemsQuery(accountId, observer.id));
  if (query.isError && !query.data) {
    return (
      <div role="alert" className={css.inlineRow}>
        <Trans>The vehicles and groups could not be loaded.</Trans>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (!query.data) return <Spinner label={t`Loading the vehicles and groups`} />;
  const items = query.data.pages.flatMap((page) => page.items);
  const loaded = i18n.number(items.length);
  const all = i18n.number(query.data.pages.at(-1)?.totalCount ?? items.length);
  const adds = pending.filter(isAdd);
  // Being sent right now, an assignment is still the assign dialog's: listed once it waits.
  const waiting = adds.filter((p) => p.paused);
  const removing = (item: ObservedItem) =>
    pending.find((p) => !isAdd(p) && assignedId(p.edit) === item.vehicleOrGroupId);
  const remove = async (item: ObservedItem, name: string) => {
    const assignment = { type: item.type, id: item.vehicleOrGroupId, name };
    // Refused: the toast says why, and the list is refetched (the edit's invalidates).
    await run(assignmentEdit(accountId, observer.id, assignment, false)).catch(() => undefined);
    // Its row (and button) is gone or marked pending: focus stays in this list.
    assignButton.current?.focus();
  };
  // Contexts of their own: other catalogs translate the bare words differently.
  const kind = (type: ObservedItem['type']) =>
    type === 'Vehicle'
      ? t({ message: 'Vehicle', context: 'assigned item' })
      : t({ message: 'Group', context: 'assigned item' });

  return (
    <div className={css.card}>
      {items.length === 0 && waiting.length === 0 ? (
        <p className={css.muted}>
          <Trans>No vehicles or groups yet: this observer sees nothing.</Trans>
        </p>
      ) : (
        <ul className={css.items} aria-label={t`Vehicles and groups of ${observerName}`}>
          {items.map((item) => {
            const name = observedItemLabel(item, (d) => i18n._(d));
            const edit = removing(item);
            return (
              <li key={item.vehicleOrGroupId} className={css.item}>
                <span className={css.itemText}>
                  <span className={css.itemKind}>{kind(item.type)}</span>
                  <bdi>{name}</bdi>
                  {edit?.paused ? <WaitingMark edit={edit.edit} className={css.muted} /> : null}
                </span>
                {edit?.paused ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={Boolean(edit)}
                    aria-label={t`Remove ${name}`}
                    onClick={() => void remove(item, name)}
                  >
                    <Trans context="assigned item">Remove</Trans>
                  </Button>
                )}
              </li>
            );
          })}
          {waiting.map(({ edit }) => (
            <li key={edit.key} className={css.item}>
              <span className={css.itemText}>
                <span className={css.itemKind}>
                  {kind(edit.call === 'observer.addVehicle' ? 'Vehicle' : 'VehicleGroup')}
                </span>
                <bdi>{edit.subject}</bdi>
                <WaitingMark edit={edit} className={css.muted} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          <Trans>
            Show more ({loaded} of {all})
          </Trans>
        </Button>
      ) : null}
      <div className={css.inlineRow}>
        <Button
          ref={assignButton}
          size="sm"
          aria-label={t`Assign to ${observerName}`}
          onClick={() => setAssigning(true)}
        >
          <Trans>Assign</Trans>
        </Button>
      </div>
      {assigning ? (
        <AssignDialog
          accountId={accountId}
          observer={observer}
          groupsOn={groupsOn}
          assigned={assignedIds(items, adds)}
          onClose={() => setAssigning(false)}
        />
      ) : null}
    </div>
  );
}
