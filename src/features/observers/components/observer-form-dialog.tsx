import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Observer } from '../../../api/contract/observers.ts';
import { useRunEdit } from '../../../api/edits';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast-store';
import { createEdit, updateEdit } from '../api/observer-edits';
import { GroupPicker, VehiclePicker } from './pickers';
import { useObserverForm } from './use-observer-form';

export interface ObserverFormDialogProps {
  accountId: string;
  /** GoTrack.GroupManagement is on: groups can be assigned too. */
  groupsOn: boolean;
  /** The observer to edit; none to add one. */
  observer?: Observer;
  /** Mounted while open; closing unmounts it, and Radix gives focus back to the opener. */
  onClose: () => void;
}

/** Add or edit an observer (spec part 2 §2, §3, §5). */
export function ObserverFormDialog({
  accountId,
  groupsOn,
  observer,
  onClose,
}: ObserverFormDialogProps) {
  const { t } = useLingui();
  const run = useRunEdit();
  const formId = useId();
  const form = useObserverForm({ name: observer?.name ?? '', phone: observer?.phoneNumber ?? '' });
  const [vehicleIds, setVehicleIds] = useState<string[]>([]);
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = form.fields;
    // Save is disabled while invalid, which also stops Enter from submitting.
    if (!fields) return;
    if (observer && fields.name === observer.name && fields.phoneNumber === observer.phoneNumber) {
      return onClose(); // nothing changed: nothing to send
    }
    setBusy(true);
    try {
      const outcome = await run(
        observer
          ? updateEdit(accountId, observer, fields)
          : createEdit(accountId, fields, vehicleIds, groupIds),
      );
      if (outcome.status === 'sent') {
        toast.success(observer ? t`The observer was saved.` : t`The observer was added.`);
      }
      onClose();
    } catch {
      // Refused (already a member, past the plan's user count…): the toast says why, and the
      // form keeps what was typed.
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={observer ? t`Edit observer` : t`Add observer`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} disabled={!form.fields} loading={busy}>
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          label={t`Name`}
          name="name"
          autoComplete="off"
          required
          value={form.name}
          onChange={(e) => form.setName(e.target.value)}
          error={form.nameError}
        />
        <TextField
          label={t`Phone number`}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          dir="ltr"
          required
          value={form.phone}
          onChange={(e) => form.setPhone(e.target.value)}
          error={form.phoneError}
          hint={
            <>
              <Trans>
                For example <bdi dir="ltr">0944 123 456</bdi> or{' '}
                <bdi dir="ltr">+963 944 123 456</bdi>.
              </Trans>
              {observer ? (
                <>
                  {' '}
                  <Trans>
                    A new number gives this observer's place, vehicles and groups to that number's
                    person.
                  </Trans>
                </>
              ) : null}
            </>
          }
        />
      </form>
      {/* Outside the form: Enter in a picker's search box filters, it does not save. */}
      {observer ? null : (
        <>
          <VehiclePicker accountId={accountId} selected={vehicleIds} onChange={setVehicleIds} />
          {groupsOn ? (
            <GroupPicker accountId={accountId} selected={groupIds} onChange={setGroupIds} />
          ) : null}
        </>
      )}
    </Dialog>
  );
}
