import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePendingEdits, useRunEdit } from '../../../api/edits';
import { HttpError } from '../../../api/http-error.ts';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/confirm-provider';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast-store';
import * as page from '../../../ui/page.css';
import { deleteGroupEdit } from '../api/edits';
import { groupQuery } from '../api/get-group';
import { GroupVehicles } from './group-vehicles';
import { PendingMark } from './pending-mark';
import { RenameGroupDialog } from './rename-group-dialog';
import * as css from './groups.css';

const GROUP_EDITS = ['vehicleGroup.rename', 'vehicleGroup.delete'] as const;

/** One group: its name (rename), delete, and its vehicles. */
export function GroupPage({ accountId, groupId }: { accountId: string; groupId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const run = useRunEdit();
  const [renaming, setRenaming] = useState(false);
  const query = useQuery(groupQuery(accountId, groupId));
  const change = usePendingEdits(accountId, GROUP_EDITS)
    .filter((p) => p.edit.subjectId === groupId)
    .at(-1);
  const group = query.data;

  if (!group) {
    const gone = query.error instanceof HttpError && query.error.status === 404;
    return (
      <section className={page.screen}>
        {query.isPending ? <Spinner size="lg" label={t`Loading the group`} /> : null}
        {query.isError ? (
          <div role="alert" className={page.empty}>
            {gone ? (
              <Trans>This group no longer exists.</Trans>
            ) : (
              <Trans>The group could not be loaded.</Trans>
            )}
            <Link to="/main/groups-management" className={page.link}>
              <Trans>Back to the groups</Trans>
            </Link>
          </div>
        ) : null}
      </section>
    );
  }

  const name = group.name;
  const remove = async () => {
    const yes = await confirm({
      title: t`Delete the group “${name}”?`,
      message: t`Its vehicles stay in the account. Observers who see them through this group will no longer see them.`,
      confirmLabel: t`Delete`,
      variant: 'danger',
    });
    if (!yes) return;
    const outcome = await run(deleteGroupEdit(accountId, group)).catch(() => null);
    if (!outcome) return;
    if (outcome.status === 'sent') toast.success(t`The group “${name}” was deleted.`);
    await navigate({ to: '/main/groups-management' });
  };

  return (
    <section className={page.screen} aria-labelledby="group-title">
      <div className={css.header}>
        <h1 id="group-title" className={page.screenTitle}>
          <bdi>{group.name}</bdi>
        </h1>
        <div className={page.actions}>
          <Button variant="secondary" size="sm" onClick={() => setRenaming(true)}>
            <Trans>Rename</Trans>
          </Button>
          <Button variant="danger" size="sm" onClick={() => void remove()}>
            <Trans>Delete</Trans>
          </Button>
        </div>
      </div>
      {change ? <PendingMark pending={change} /> : null}
      <GroupVehicles accountId={accountId} groupId={groupId} />
      <RenameGroupDialog
        accountId={accountId}
        group={group}
        open={renaming}
        onOpenChange={setRenaming}
      />
    </section>
  );
}
