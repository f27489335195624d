import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createRole,
  createUser,
  deleteRole,
  deleteUser,
  getAssignableRoles,
  getUserRoles,
  listRoles,
  listUsers,
  lockUser,
  unlockUser,
  updateRole,
  updateUser,
  type RoleCreateInput,
  type RoleUpdateInput,
  type UserCreateInput,
  type UserUpdateInput,
} from '../../../api/contract/identity-admin.ts';
import { call } from '../../../api/http.ts';
import type { AbpListParams } from '../grid/use-grid-state';
import { NOT_SAVED } from '../not-saved';

// ABP Identity's roles and users (reference/abp-conventions.md §6). Every key starts with
// 'identity-admin' so a change invalidates every page and the role choices at once.
export const identityKeys = {
  all: ['identity-admin'] as const,
  roles: (q: AbpListParams) => ['identity-admin', 'roles', q] as const,
  users: (q: AbpListParams) => ['identity-admin', 'users', q] as const,
  userRoles: (id: string) => ['identity-admin', 'user-roles', id] as const,
  assignable: () => ['identity-admin', 'assignable-roles'] as const,
};

export const rolesQuery = (query: AbpListParams) =>
  queryOptions({
    meta: NOT_SAVED,
    queryKey: identityKeys.roles(query),
    queryFn: ({ signal }) => call(listRoles, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export const usersQuery = (query: AbpListParams) =>
  queryOptions({
    meta: NOT_SAVED,
    queryKey: identityKeys.users(query),
    queryFn: ({ signal }) => call(listUsers, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export const userRolesQuery = (id: string) =>
  queryOptions({
    meta: NOT_SAVED,
    queryKey: identityKeys.userRoles(id),
    queryFn: ({ signal }) => call(getUserRoles, { params: { id }, signal }),
  });

export const assignableRolesQuery = () =>
  queryOptions({
    meta: NOT_SAVED,
    queryKey: identityKeys.assignable(),
    queryFn: ({ signal }) => call(getAssignableRoles, { signal }),
  });

/** A write that refreshes every identity list once it is done. The caller shows errors. */
function useIdentityWrite<V>(write: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.all }),
  });
}

// Form saves are silent: the dialog shows the server's answer at its fields (nothing typed is
// lost). Deletes and locks toast the error like every other action in the app.
export const useCreateRole = () =>
  useIdentityWrite((body: RoleCreateInput) => call(createRole, { body, silent: true }));
export const useUpdateRole = () =>
  useIdentityWrite(({ id, body }: { id: string; body: RoleUpdateInput }) =>
    call(updateRole, { params: { id }, body, silent: true }),
  );
export const useDeleteRole = () =>
  useIdentityWrite((id: string) => call(deleteRole, { params: { id } }));

export const useCreateUser = () =>
  useIdentityWrite((body: UserCreateInput) => call(createUser, { body, silent: true }));
export const useUpdateUser = () =>
  useIdentityWrite(({ id, body }: { id: string; body: UserUpdateInput }) =>
    call(updateUser, { params: { id }, body, silent: true }),
  );
export const useDeleteUser = () =>
  useIdentityWrite((id: string) => call(deleteUser, { params: { id } }));
export const useLockUser = () =>
  useIdentityWrite(({ id, until }: { id: string; until: Date }) =>
    call(lockUser, { params: { id, lockoutEnd: until.toISOString() } }),
  );
export const useUnlockUser = () =>
  useIdentityWrite((id: string) => call(unlockUser, { params: { id } }));
