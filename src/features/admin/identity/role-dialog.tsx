import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROLE_NAME_MAX, type IdentityRole } from '../../../api/contract/identity-admin.ts';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/checkbox-field';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast-store';
import { nameProblem } from '../../../ui/name-problem';
import { useCreateRole, useUpdateRole } from './identity-api';
import { serverProblem, type ServerProblem } from './server-errors';
import * as s from './identity.styles';

/** "New role" (`role` = 'new') or the edit dialog of one role; closed while `role` is null. */
export function RoleDialog({
  role,
  onClose,
}: {
  role: IdentityRole | 'new' | null;
  onClose(): void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={role !== null}
      onOpenChange={(open) => !open && onClose()}
      title={role === 'new' ? t`New role` : t`Edit`}
      size="sm"
    >
      {role ? (
        <RoleForm key={role === 'new' ? 'new' : role.id} role={role} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function RoleForm({ role, onClose }: { role: IdentityRole | 'new'; onClose(): void }) {
  const { t } = useLingui();
  const existing = role === 'new' ? null : role;
  const [name, setName] = useState(existing?.name ?? '');
  const [isDefault, setDefault] = useState(existing?.isDefault ?? false);
  const [isPublic, setPublic] = useState(existing?.isPublic ?? false);
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateRole();
  const update = useUpdateRole();
  const localProblem = nameProblem(name, ROLE_NAME_MAX);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (localProblem || create.isPending || update.isPending) return;
    const body = { name: name.trim(), isDefault, isPublic };
    try {
      if (existing) {
        await update.mutateAsync({
          id: existing.id,
          body: { ...body, concurrencyStamp: existing.concurrencyStamp },
        });
      } else {
        await create.mutateAsync(body);
      }
      toast.success(t`Saved successfully`);
      onClose();
    } catch (error) {
      setProblem(serverProblem(error));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate style={s.form}>
      <TextField
        label={t`Role name`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={ROLE_NAME_MAX}
        // A seeded role keeps its name: code and grants refer to it (ABP).
        readOnly={existing?.isStatic}
        error={localProblem ?? problem?.fields.name}
        touched={submitted || problem !== null ? true : undefined}
        autoComplete="off"
      />
      <CheckboxField label={t`Default`} checked={isDefault} onCheckedChange={setDefault} />
      <CheckboxField label={t`Public`} checked={isPublic} onCheckedChange={setPublic} />
      {problem ? (
        <p role="alert" style={s.alert}>
          {problem.message}
        </p>
      ) : null}
      <div style={s.buttons}>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={create.isPending || update.isPending}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
