import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { TENANT_FEATURE_PROVIDER } from '../../../api/contract/features.ts';
import { PERMISSIONS } from '../../../api/contract/permissions.ts';
import type { TenantDto } from '../../../api/contract/tenant-admin.ts';
import { useCurrentAppState } from '../../../api/app-context';
import { isPolicyGranted } from '../../../api/app-state';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/confirm-provider';
import { toast } from '../../../ui/toast-store';
import { FeatureModal } from '../features/feature-modal';
import * as s from '../features/features.styles';
import { DataGrid, useGridState, type GridColumn } from '../grid/data-grid';
import { GridToolbar } from '../grid/grid-toolbar';
import { TenantDialog } from './tenant-dialog';
import { tenantsQuery, useDeleteTenant } from './tenants-api';

/** /tenant-management/tenants: ABP's tenant list with create, rename, delete and features. */
export function TenantsPage() {
  const { t } = useLingui();
  const appState = useCurrentAppState();
  const grid = useGridState('name asc');
  const enabled = appState.multiTenancy.isEnabled;
  const { data, isFetching } = useQuery({ ...tenantsQuery(grid.params), enabled });
  const may = (policy: string) => isPolicyGranted(policy, appState.auth.grantedPolicies);
  const [editing, setEditing] = useState<TenantDto | 'new' | null>(null);
  const [featuresOf, setFeaturesOf] = useState<TenantDto | null>(null);
  const confirm = useConfirm();
  const remove = useDeleteTenant();

  if (!enabled) {
    return (
      <section style={s.page}>
        <h1 style={s.title}>
          <Trans>Tenants</Trans>
        </h1>
        <p>
          <Trans>Multi-tenancy is off on this server.</Trans>
        </p>
      </section>
    );
  }

  const askDelete = async (tenant: TenantDto) => {
    const name = tenant.name;
    const yes = await confirm({
      title: t`Are you sure?`,
      message: t`Tenant “${name}” will be deleted. Do you confirm that?`,
      confirmLabel: t`Delete`,
      variant: 'danger',
    });
    if (!yes) return;
    await remove.mutateAsync(tenant.id).then(
      () => toast.success(t`Deleted successfully`),
      () => undefined, // the call's toast said why
    );
  };

  const columns: GridColumn<TenantDto>[] = [
    { id: 'name', header: t`Tenant name`, sortField: 'name', cell: (r) => <bdi>{r.name}</bdi> },
  ];

  return (
    <section style={s.page}>
      <h1 style={s.title}>
        <Trans>Tenants</Trans>
      </h1>
      <GridToolbar
        searchLabel={t`Search`}
        filter={grid.filter}
        onFilter={grid.setFilter}
        newLabel={may(PERMISSIONS.tenantsCreate) ? t`New tenant` : undefined}
        onNew={() => setEditing('new')}
      />
      <DataGrid
        caption={t`Tenants`}
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
        actions={(tenant) => (
          <>
            {may(PERMISSIONS.tenantsUpdate) ? (
              <Button size="sm" variant="secondary" onClick={() => setEditing(tenant)}>
                <Trans>Edit</Trans>
              </Button>
            ) : null}
            {may(PERMISSIONS.tenantsManageFeatures) ? (
              <Button size="sm" variant="secondary" onClick={() => setFeaturesOf(tenant)}>
                <Trans>Features</Trans>
              </Button>
            ) : null}
            {may(PERMISSIONS.tenantsDelete) ? (
              <Button size="sm" variant="danger" onClick={() => void askDelete(tenant)}>
                <Trans>Delete</Trans>
              </Button>
            ) : null}
          </>
        )}
      />
      <TenantDialog tenant={editing} onClose={() => setEditing(null)} />
      <FeatureModal
        open={featuresOf !== null}
        onClose={() => setFeaturesOf(null)}
        providerName={TENANT_FEATURE_PROVIDER}
        providerKey={featuresOf?.id}
      />
    </section>
  );
}
