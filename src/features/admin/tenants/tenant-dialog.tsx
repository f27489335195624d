import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TENANT_NAME_MAX, type TenantDto } from '../../../api/contract/tenant-admin.ts';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { nameProblem } from '../../../ui/name-problem';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast-store';
import { serverProblem, type ServerProblem } from '../identity/server-errors';
import { useCreateTenant, useUpdateTenant } from './tenants-api';
import * as s from '../features/features.styles';

/** "New tenant" (name, admin e-mail and password) or the rename dialog; closed while null. */
export function TenantDialog({
  tenant,
  onClose,
}: {
  tenant: TenantDto | 'new' | null;
  onClose(): void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={tenant !== null}
      onOpenChange={(open) => !open && onClose()}
      title={tenant === 'new' ? t`New tenant` : t`Edit`}
      size="sm"
    >
      {tenant ? (
        <TenantForm key={tenant === 'new' ? 'new' : tenant.id} tenant={tenant} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function TenantForm({ tenant, onClose }: { tenant: TenantDto | 'new'; onClose(): void }) {
  const { t } = useLingui();
  const existing = tenant === 'new' ? null : tenant;
  const [name, setName] = useState(existing?.name ?? '');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateTenant();
  const update = useUpdateTenant();
  const busy = create.isPending || update.isPending;
  const nameError = nameProblem(name, TENANT_NAME_MAX) ?? problem?.fields.name;
  const emailError = existing
    ? undefined
    : !email.trim()
      ? t`This field is required`
      : !EMAIL.test(email.trim())
        ? t`Please enter a valid e-mail address`
        : problem?.fields.adminEmailAddress;
  const passwordError = existing
    ? undefined
    : !password
      ? t`This field is required`
      : (problem?.fields.adminPassword ?? problem?.fields.AdminPassword);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (
      busy ||
      nameProblem(name, TENANT_NAME_MAX) ||
      (!existing && (!EMAIL.test(email.trim()) || !password))
    )
      return;
    try {
      if (existing) {
        await update.mutateAsync({
          id: existing.id,
          body: { name: name.trim(), concurrencyStamp: existing.concurrencyStamp },
        });
      } else {
        await create.mutateAsync({
          name: name.trim(),
          adminEmailAddress: email.trim(),
          adminPassword: password,
        });
      }
      toast.success(t`Saved successfully`);
      onClose();
    } catch (error) {
      setProblem(serverProblem(error));
    }
  };

  const touched = submitted || problem !== null ? true : undefined;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate style={s.features}>
      <TextField
        label={t`Tenant name`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={TENANT_NAME_MAX}
        error={nameError}
        touched={touched}
        autoComplete="off"
      />
      {existing ? null : (
        <>
          <TextField
            label={t`Admin e-mail address`}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            error={emailError}
            touched={touched}
            autoComplete="off"
          />
          <TextField
            label={t`Admin password`}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            error={passwordError}
            touched={touched}
            autoComplete="new-password"
          />
        </>
      )}
      {problem ? (
        <p role="alert" style={s.alert}>
          {problem.message}
        </p>
      ) : null}
      <div style={s.end}>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={busy}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
