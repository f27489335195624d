import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { PERMISSIONS } from '../../../api/contract/permissions.ts';
import type { IdentityRole } from '../../../api/contract/identity-admin.ts';
import { useCurrentAppState } from '../../../api/app-context';
import { isPolicyGranted } from '../../../api/app-state';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/confirm-provider';
import { toast } from '../../../ui/toast-store';
import { DataGrid, useGridState, type GridColumn } from '../grid/data-grid';
import { GridToolbar } from '../grid/grid-toolbar';
import * as gs from '../grid/grid.styles';
import { PermissionsDialog, type PermissionTarget } from '../permissions/permissions-dialog';
import { rolesQuery, useDeleteRole } from './identity-api';
import { RoleDialog } from './role-dialog';
import * as s from './identity.styles';

/** /identity/roles: ABP's roles list with create, edit, delete and permissions. */
export function RolesPage() {
  const { t } = useLingui();
  const grid = useGridState('name asc');
  const { data, isFetching } = useQuery(rolesQuery(grid.params));
  const granted = useCurrentAppState().auth.grantedPolicies;
  const may = (policy: string) => isPolicyGranted(policy, granted);
  const [editing, setEditing] = useState<IdentityRole | 'new' | null>(null);
  const [permissionsOf, setPermissionsOf] = useState<PermissionTarget | null>(null);
  const confirm = useConfirm();
  const remove = useDeleteRole();

  const askDelete = async (role: IdentityRole) => {
    const name = role.name;
    const yes = await confirm({
      title: t`Are you sure?`,
      message: t`Role “${name}” will be deleted. Do you confirm that?`,
      confirmLabel: t`Delete`,
      variant: 'danger',
    });
    if (!yes) return;
    await remove.mutateAsync(role.id).then(
      () => toast.success(t`Deleted successfully`),
      () => undefined, // the call's toast said why
    );
  };

  const columns: GridColumn<IdentityRole>[] = [
    {
      id: 'name',
      header: t`Role name`,
      sortField: 'name',
      cell: (r) => (
        <>
          <bdi>{r.name}</bdi>
          {r.isDefault ? <span style={gs.badge}>{t`Default`}</span> : null}
          {r.isPublic ? <span style={gs.badge}>{t`Public`}</span> : null}
          {r.isStatic ? <span style={gs.badge}>{t`Static`}</span> : null}
        </>
      ),
    },
  ];

  return (
    <section style={s.page}>
      <h1 style={s.title}>
        <Trans>Roles</Trans>
      </h1>
      <GridToolbar
        searchLabel={t`Search`}
        filter={grid.filter}
        onFilter={grid.setFilter}
        newLabel={may(PERMISSIONS.rolesCreate) ? t`New role` : undefined}
        onNew={() => setEditing('new')}
      />
      <DataGrid
        caption={t`Roles`}
        rows={data?.items}
        columns={columns}
        rowKey={(r) => r.id}
        totalCount={data?.totalCount ?? 0}
        page={grid.page}
        pageSize={grid.pageSize}
        onPage={grid.setPage}
        onPageSize={grid.setPageSize}
        sorting={grid.sorting}
        onSort={grid.setSorting}
        loading={isFetching}
        actions={(role) => (
          <>
            {may(PERMISSIONS.rolesUpdate) ? (
              <Button size="sm" variant="secondary" onClick={() => setEditing(role)}>
                <Trans>Edit</Trans>
              </Button>
            ) : null}
            {may(PERMISSIONS.rolesManagePermissions) ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  setPermissionsOf({
                    providerName: 'R',
                    providerKey: role.name,
                    displayName: role.name,
                    isStatic: role.isStatic,
                  })
                }
              >
                <Trans>Permissions</Trans>
              </Button>
            ) : null}
            {may(PERMISSIONS.rolesDelete) && !role.isStatic ? (
              <Button size="sm" variant="danger" onClick={() => void askDelete(role)}>
                <Trans>Delete</Trans>
              </Button>
            ) : null}
          </>
        )}
      />
      <RoleDialog role={editing} onClose={() => setEditing(null)} />
      <PermissionsDialog target={permissionsOf} onClose={() => setPermissionsOf(null)} />
    </section>
  );
}
