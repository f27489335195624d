import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PermissionProviderName } from '../../../api/contract/permissions.ts';
import { useCurrentAppState } from '../../../api/app-context';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast-store';
import { PermissionGroups } from './permission-groups';
import { permissionsQuery, useSavePermissions } from './permissions-api';
import { changes, initialChecked, lockedReason, toGroups, type Checked } from './permission-tree';
import * as s from './permissions.styles';

export interface PermissionTarget {
  /** `R` (key = role name) or `U` (key = user id). */
  providerName: PermissionProviderName;
  providerKey: string;
  /** The role's or user's name, for the title. */
  displayName: string;
  /** A static role (the seeded `admin`): its grants are fixed. */
  isStatic?: boolean;
}

/** ABP's permission-management modal for one role or user; closed while `target` is null. */
export function PermissionsDialog({
  target,
  onClose,
}: {
  target: PermissionTarget | null;
  onClose(): void;
}) {
  const { t } = useLingui();
  const name = target?.displayName;
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={target ? t`Permissions - ${name}` : t`Permissions`}
      size="xl"
    >
      {target ? (
        <PermissionsForm
          key={`${target.providerName}:${target.providerKey}`}
          target={target}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function PermissionsForm({ target, onClose }: { target: PermissionTarget; onClose(): void }) {
  const { t } = useLingui();
  const query = { providerName: target.providerName, providerKey: target.providerKey };
  const { data, isError } = useQuery(permissionsQuery(query));
  const appState = useCurrentAppState();
  const me = appState.currentUser;
  const held = appState.auth.grantedPolicies;
  const affectsMe =
    target.providerName === 'U'
      ? me.id === target.providerKey
      : me.roles.includes(target.providerKey);
  const save = useSavePermissions(query, affectsMe);
  const [checked, setChecked] = useState<Checked | null>(null);

  if (isError) {
    return (
      <p role="alert">
        <Trans>The permissions could not be loaded.</Trans>
      </p>
    );
  }
  if (!data) return <Spinner />;
  const initial = initialChecked(data);
  const current = checked ?? initial;
  const groups = toGroups(data, target.providerName, held);
  const locked = lockedReason(data, { own: affectsMe, isStatic: target.isStatic ?? false }, held);
  if (locked) {
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
        <p role="note">
          {locked === 'own' ? (
            <Trans>
              These are your own permissions (yours, or a role you are in): another administrator
              changes them.
            </Trans>
          ) : locked === 'static' ? (
            <Trans>The admin role always has every permission: they cannot be changed.</Trans>
          ) : (
            <Trans>
              This holds permissions you do not have: an administrator who has them changes it.
            </Trans>
          )}
        </p>
        <PermissionGroups groups={groups} checked={initial} readOnly />
        <div style={s.footer}>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        </div>
      </div>
    );
  }

  const submit = async () => {
    const changed = changes(initial, current);
    // Nothing changed: ABP's modal closes without a call.
    if (changed.length === 0) return onClose();
    try {
      await save.mutateAsync({ permissions: changed });
      toast.success(t`Saved successfully`);
      onClose();
    } catch {
      // The toast said why; the boxes keep what was ticked.
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}
    >
      <PermissionGroups groups={groups} checked={current} onChange={setChecked} />
      <div style={s.footer}>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={save.isPending}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
