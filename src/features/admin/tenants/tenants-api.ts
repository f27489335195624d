import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createTenant,
  deleteTenant,
  listTenants,
  updateTenant,
  type TenantCreateInput,
  type TenantUpdateInput,
} from '../../../api/contract/tenant-admin.ts';
import { call } from '../../../api/http.ts';
import type { AbpListParams } from '../grid/use-grid-state';
import { NOT_SAVED } from '../not-saved';

// ABP tenant management (reference/abp-conventions.md §7).
export const tenantKeys = {
  all: ['tenant-admin'] as const,
  list: (q: AbpListParams) => ['tenant-admin', 'list', q] as const,
};

export const tenantsQuery = (query: AbpListParams) =>
  queryOptions({
    meta: NOT_SAVED,
    queryKey: tenantKeys.list(query),
    queryFn: ({ signal }) => call(listTenants, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

function useTenantWrite<V>(write: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
  });
}

// Form saves are silent: the dialog shows the server's answer (nothing typed is lost).
export const useCreateTenant = () =>
  useTenantWrite((body: TenantCreateInput) => call(createTenant, { body, silent: true }));
export const useUpdateTenant = () =>
  useTenantWrite(({ id, body }: { id: string; body: TenantUpdateInput }) =>
    call(updateTenant, { params: { id }, body, silent: true }),
  );
export const useDeleteTenant = () =>
  useTenantWrite((id: string) => call(deleteTenant, { params: { id } }));
