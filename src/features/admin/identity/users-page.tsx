import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { PERMISSIONS } from '../../../api/contract/permissions.ts';
import type { IdentityUserDto } from '../../../api/contract/identity-admin.ts';
import { useCurrentAppState } from '../../../api/app-context';
import { isPolicyGranted } from '../../../api/app-state';
import { DataGrid, useGridState } from '../grid/data-grid';
import { GridToolbar } from '../grid/grid-toolbar';
import { PermissionsDialog, type PermissionTarget } from '../permissions/permissions-dialog';
import { usersQuery } from './identity-api';
import { LockDialog } from './lock-dialog';
import { UserActions } from './user-actions';
import { useUserColumns } from './user-columns';
import { UserDialog } from './user-dialog';
import * as s from './identity.styles';

/** /identity/users: ABP's users list with search, sorting and every user action. */
export function UsersPage() {
  const { t } = useLingui();
  const grid = useGridState('userName asc');
  const { data, isFetching } = useQuery(usersQuery(grid.params));
  const { auth, currentUser } = useCurrentAppState();
  const may = (policy: string) => isPolicyGranted(policy, auth.grantedPolicies);
  const [editing, setEditing] = useState<IdentityUserDto | 'new' | null>(null);
  const [locking, setLocking] = useState<IdentityUserDto | null>(null);
  const [permissionsOf, setPermissionsOf] = useState<PermissionTarget | null>(null);
  const columns = useUserColumns();

  return (
    <section style={s.page}>
      <h1 style={s.title}>
        <Trans>Users</Trans>
      </h1>
      <GridToolbar
        searchLabel={t`Search`}
        filter={grid.filter}
        onFilter={grid.setFilter}
        newLabel={may(PERMISSIONS.usersCreate) ? t`New user` : undefined}
        onNew={() => setEditing('new')}
      />
      <DataGrid
        caption={t`Users`}
        rows={data?.items}
        columns={columns}
        rowKey={(u) => u.id}
        totalCount={data?.totalCount ?? 0}
        page={grid.page}
        pageSize={grid.pageSize}
        onPage={grid.setPage}
        onPageSize={grid.setPageSize}
        sorting={grid.sorting}
        onSort={grid.setSorting}
        loading={isFetching}
        actions={(user) => (
          <UserActions
            user={user}
            isMe={user.id === currentUser.id}
            may={may}
            onEdit={() => setEditing(user)}
            onLock={() => setLocking(user)}
            onPermissions={() =>
              setPermissionsOf({
                providerName: 'U',
                providerKey: user.id,
                displayName: user.userName,
              })
            }
          />
        )}
      />
      <UserDialog
        user={editing}
        manageRoles={may(PERMISSIONS.usersManageRoles) || editing === 'new'}
        onClose={() => setEditing(null)}
      />
      <LockDialog user={locking} onClose={() => setLocking(null)} />
      <PermissionsDialog target={permissionsOf} onClose={() => setPermissionsOf(null)} />
    </section>
  );
}
