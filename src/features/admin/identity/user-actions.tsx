import { Trans, useLingui } from '@lingui/react/macro';
import { PERMISSIONS } from '../../../api/contract/permissions.ts';
import type { IdentityUserDto } from '../../../api/contract/identity-admin.ts';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/confirm-provider';
import { toast } from '../../../ui/toast-store';
import { useDeleteUser, useUnlockUser } from './identity-api';
import { lockedUntil } from './user-lock';

/**
 * One user's buttons. Nobody locks or deletes themself here (the server refuses it too): an
 * administrator must not shut themself out by a slip.
 */
export function UserActions(props: {
  user: IdentityUserDto;
  isMe: boolean;
  may(policy: string): boolean;
  onEdit(): void;
  onLock(): void;
  onPermissions(): void;
}) {
  const { t } = useLingui();
  const { user, isMe, may } = props;
  const confirm = useConfirm();
  const remove = useDeleteUser();
  const unlock = useUnlockUser();
  const locked = lockedUntil(user) !== null || user.accessFailedCount > 0;
  const update = may(PERMISSIONS.usersUpdate);

  const askDelete = async () => {
    const name = user.userName;
    const yes = await confirm({
      title: t`Are you sure?`,
      message: t`User “${name}” will be deleted. Do you confirm that?`,
      confirmLabel: t`Delete`,
      variant: 'danger',
    });
    if (!yes) return;
    await remove.mutateAsync(user.id).then(
      () => toast.success(t`Deleted successfully`),
      () => undefined, // the call's toast said why
    );
  };

  return (
    <>
      {update ? (
        <Button size="sm" variant="secondary" onClick={props.onEdit}>
          <Trans>Edit</Trans>
        </Button>
      ) : null}
      {may(PERMISSIONS.usersManagePermissions) ? (
        <Button size="sm" variant="secondary" onClick={props.onPermissions}>
          <Trans>Permissions</Trans>
        </Button>
      ) : null}
      {update && locked ? (
        <Button
          size="sm"
          variant="secondary"
          loading={unlock.isPending}
          onClick={() =>
            void unlock.mutateAsync(user.id).then(
              () => toast.success(t`Unlocked`),
              () => undefined,
            )
          }
        >
          <Trans>Unlock</Trans>
        </Button>
      ) : null}
      {update && !locked && !isMe && user.lockoutEnabled ? (
        <Button size="sm" variant="secondary" onClick={props.onLock}>
          <Trans>Lock</Trans>
        </Button>
      ) : null}
      {may(PERMISSIONS.usersDelete) && !isMe ? (
        <Button size="sm" variant="danger" onClick={() => void askDelete()}>
          <Trans>Delete</Trans>
        </Button>
      ) : null}
    </>
  );
}
