import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRunEdit } from '../../../api/edits';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { toast } from '../../../ui/toast-store';
import { renameGroupEdit } from '../api/edits';
import { groupNameProblem } from './group-name';
import { GroupNameField } from './group-name-field';

export interface RenameGroupDialogProps {
  accountId: string;
  group: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Beyond the spec (ABP's usual update): a wrong or outgrown group name can be changed. */
export function RenameGroupDialog({
  accountId,
  group,
  open,
  onOpenChange,
}: RenameGroupDialogProps) {
  const { t } = useLingui();
  const run = useRunEdit();
  const [name, setName] = useState(group.name);
  const [saving, setSaving] = useState(false);
  const problem = groupNameProblem(name);
  const unchanged = name.trim() === group.name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || saving) return;
    if (unchanged) return onOpenChange(false);
    setSaving(true);
    try {
      const outcome = await run(renameGroupEdit(accountId, group.id, name.trim()));
      if (outcome.status === 'sent') toast.success(t`The group was renamed.`);
      onOpenChange(false);
    } catch {
      // Refused: the toast said why, the dialog keeps the new name.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setName(group.name);
        onOpenChange(next);
      }}
      title={t`Rename the group`}
      size="sm"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <GroupNameField value={name} onChange={setName} />
        <Button type="submit" disabled={problem !== null} loading={saving}>
          <Trans>Save</Trans>
        </Button>
      </form>
    </Dialog>
  );
}
