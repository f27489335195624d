import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Observer } from '../../../api/contract/observers.ts';
import { useRunEdit } from '../../../api/edits';
import { plateName } from '../../../i18n/plate-sub-classes';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { toast } from '../../../ui/toast-store';
import { assignmentEdit, type Assignable } from '../api/observer-edits';
import { pickGroupsQuery } from '../api/pick-groups';
import { pickVehiclesQuery } from '../api/pick-vehicles';
import { GroupPicker, VehiclePicker } from './pickers';

export interface AssignDialogProps {
  accountId: string;
  observer: Observer;
  groupsOn: boolean;
  /** Ids already assigned (or on their way): not offered again. */
  assigned: { vehicles: readonly string[]; groups: readonly string[] };
  onClose: () => void;
}

/** Assign more vehicles (and groups, with group management) to an observer (spec part 2 §5). */
export function AssignDialog({
  accountId,
  observer,
  groupsOn,
  assigned,
  onClose,
}: AssignDialogProps) {
  const { t, i18n } = useLingui();
  const observerName = observer.name;
  const run = useRunEdit();
  const client = useQueryClient();
  const [vehicleIds, setVehicleIds] = useState<string[]>([]);
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  /** The chosen items with the names their edits show (from the pickers' loaded pages). */
  const chosen = (): Assignable[] => {
    const vehicles = client.getQueryData(pickVehiclesQuery(accountId).queryKey)?.pages ?? [];
    const groups = client.getQueryData(pickGroupsQuery(accountId).queryKey)?.pages ?? [];
    const vehicleName = (id: string) => {
      const v = vehicles.flatMap((p) => p.items).find((x) => x.id === id);
      return v ? plateName(v, (d) => i18n._(d)) : id;
    };
    const groupName = (id: string) =>
      groups.flatMap((p) => p.items).find((g) => g.id === id)?.name ?? id;
    return [
      ...vehicleIds.map((id) => ({ type: 'Vehicle' as const, id, name: vehicleName(id) })),
      ...groupIds.map((id) => ({ type: 'VehicleGroup' as const, id, name: groupName(id) })),
    ];
  };

  const save = async () => {
    setBusy(true);
    // One edit per item, all made now: the account's edits are sent in order, one at a time.
    const items = chosen();
    const outcomes = await Promise.allSettled(
      items.map((item) => run(assignmentEdit(accountId, observer.id, item, true))),
    );
    const refused = items.filter((_, i) => outcomes[i]!.status === 'rejected').map((i) => i.id);
    if (refused.length > 0) {
      // The toasts say why; what was refused stays chosen, the rest is done.
      setVehicleIds((ids) => ids.filter((id) => refused.includes(id)));
      setGroupIds((ids) => ids.filter((id) => refused.includes(id)));
      setBusy(false);
      return;
    }
    const allSent = outcomes.every((o) => o.status === 'fulfilled' && o.value.status === 'sent');
    if (allSent) toast.success(t`Assigned to ${observerName}.`);
    onClose();
  };

  const empty = vehicleIds.length === 0 && groupIds.length === 0;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Assign to ${observerName}`}
      description={t`Choose what this observer may see.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button disabled={empty} loading={busy} onClick={() => void save()}>
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      <VehiclePicker
        accountId={accountId}
        selected={vehicleIds}
        onChange={setVehicleIds}
        exclude={assigned.vehicles}
      />
      {groupsOn ? (
        <GroupPicker
          accountId={accountId}
          selected={groupIds}
          onChange={setGroupIds}
          exclude={assigned.groups}
        />
      ) : null}
    </Dialog>
  );
}
