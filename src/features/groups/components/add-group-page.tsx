import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_GROUP_VEHICLES } from '../../../api/contract/vehicle-groups.ts';
import { useRunEdit } from '../../../api/edits';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast-store';
import * as page from '../../../ui/page.css';
import { createGroupEdit } from '../api/edits';
import { groupNameProblem } from './group-name';
import { GroupNameField } from './group-name-field';
import { VehiclePicker } from './vehicle-picker';
import { useVehicleChoices } from './use-vehicle-choices';
import * as css from './groups.css';

/** /main/groups-management/add-group (spec part 2 §2): a name and the group's vehicles. */
export function AddGroupPage({ accountId }: { accountId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const run = useRunEdit();
  const [name, setName] = useState('');
  const [vehicleIds, setVehicleIds] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const vehicles = useVehicleChoices(accountId);
  const problem = groupNameProblem(name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || saving) return;
    setSaving(true);
    try {
      const groupName = name.trim();
      const outcome = await run(createGroupEdit(accountId, groupName, vehicleIds));
      if (outcome.status === 'sent') {
        toast.success(t`The group “${groupName}” was added.`);
        await navigate({ to: '/main/groups-management/$id', params: { id: outcome.data } });
      } else {
        await navigate({ to: '/main/groups-management' });
      }
    } catch {
      // Refused (the toast said why): the form keeps what was typed.
      setSaving(false);
    }
  };

  return (
    <section className={page.screen} aria-labelledby="add-group-title">
      <h1 id="add-group-title" className={page.screenTitle}>
        <Trans>Add group</Trans>
      </h1>
      <form className={css.form} onSubmit={(e) => void submit(e)} noValidate>
        <GroupNameField value={name} onChange={setName} />
        <VehiclePicker
          choices={vehicles}
          label={t`Vehicles in the group`}
          selected={vehicleIds}
          onChange={setVehicleIds}
          max={MAX_GROUP_VEHICLES}
          emptyText={t`This account has no vehicles yet.`}
          errorText={t`The vehicles could not be loaded. You can add them to the group later.`}
        />
        <div className={page.actions}>
          <Button type="submit" disabled={problem !== null} loading={saving}>
            <Trans>Save</Trans>
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => void navigate({ to: '/main/groups-management' })}
          >
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
