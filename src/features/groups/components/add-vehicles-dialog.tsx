import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_GROUP_VEHICLES } from '../../../api/contract/vehicle-groups.ts';
import { useRunEdit } from '../../../api/edits';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { groupVehicleEdit } from '../api/edits';
import { useVehicleChoices } from './use-vehicle-choices';
import { VehiclePicker } from './vehicle-picker';

export interface AddVehiclesDialogProps {
  accountId: string;
  groupId: string;
  /** Already in the group: not offered again. */
  members: ReadonlySet<string>;
  memberCount: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Chooses more of the account's vehicles for the group (at most 999 in a group, spec §9). */
export function AddVehiclesDialog(props: AddVehiclesDialogProps) {
  const { accountId, groupId, members, memberCount, open, onOpenChange } = props;
  const { t } = useLingui();
  const run = useRunEdit();
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const vehicles = useVehicleChoices(accountId, members);
  const room = Math.max(0, MAX_GROUP_VEHICLES - memberCount);

  const save = async () => {
    setSaving(true);
    const names = new Map(vehicles.items.map((v) => [v.id, v.label]));
    // Sent in the order chosen; each is its own edit, so a refused one drops alone.
    const outcomes = chosen.map((id) =>
      run(groupVehicleEdit(accountId, groupId, { id, name: names.get(id) ?? id }, 'add')),
    );
    await Promise.allSettled(outcomes);
    setSaving(false);
    setChosen([]);
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Add vehicles to the group`}
      footer={
        <Button disabled={chosen.length === 0} loading={saving} onClick={() => void save()}>
          <Trans>Add</Trans>
        </Button>
      }
    >
      <VehiclePicker
        choices={vehicles}
        label={t`Vehicles`}
        selected={chosen}
        onChange={setChosen}
        max={room}
        emptyText={t`Every vehicle of the account is in this group.`}
        errorText={t`The vehicles could not be loaded.`}
      />
    </Dialog>
  );
}
