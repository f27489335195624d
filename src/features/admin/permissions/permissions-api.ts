import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getPermissions,
  updatePermissions,
  type PermissionQuery,
  type UpdatePermissionsInput,
} from '../../../api/contract/permissions.ts';
import { appStateKeys } from '../../../api/app-state-keys.ts';
import { call } from '../../../api/http.ts';
import { NOT_SAVED } from '../not-saved';

export const permissionKeys = {
  of: (q: PermissionQuery) => ['permission-management', q.providerName, q.providerKey] as const,
};

/** GET /api/permission-management/permissions; always fresh when the dialog opens. */
export const permissionsQuery = (query: PermissionQuery) =>
  queryOptions({
    meta: NOT_SAVED,
    queryKey: permissionKeys.of(query),
    queryFn: ({ signal }) => call(getPermissions, { query: { ...query }, signal }),
    staleTime: 0,
    gcTime: 0,
  });

/**
 * PUT the changed permissions. When they touch the signed-in user (their own user, or one of
 * their roles) app state is refetched, so menus and screens follow at once (as ABP's client does).
 */
export function useSavePermissions(query: PermissionQuery, affectsCurrentUser: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePermissionsInput) =>
      call(updatePermissions, { query: { ...query }, body }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: permissionKeys.of(query) });
      if (affectsCurrentUser) await queryClient.invalidateQueries({ queryKey: appStateKeys.all() });
    },
  });
}
