import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { noContent } from './common.ts';

// ABP's permission management (reference/abp-conventions.md §6): what a role (`R`, key = role
// name) or a user (`U`, key = user id) is granted, read and changed as one list of groups.

/** Providers this server stores grants for. ABP also has `C` (client); we have no clients to grant. */
export const PERMISSION_PROVIDERS = ['R', 'U'] as const;
export const permissionProviderName = z.enum(PERMISSION_PROVIDERS);
export type PermissionProviderName = z.infer<typeof permissionProviderName>;

export const ROLE_PROVIDER = 'R';
export const USER_PROVIDER = 'U';

// The names live apart (no zod): the shell's menu may need them without this file's schemas.
export { PERMISSIONS } from './permission-names.ts';

export const permissionQuery = z.object({
  providerName: permissionProviderName,
  providerKey: z.string().check(z.minLength(1), z.maxLength(256)),
});
export type PermissionQuery = z.input<typeof permissionQuery>;

export const providerInfo = z.object({ providerName: z.string(), providerKey: z.string() });

export const permissionGrantInfo = z.object({
  name: z.string(),
  displayName: z.string(),
  parentName: z.nullable(z.string()),
  isGranted: z.boolean(),
  allowedProviders: z.array(z.string()),
  /**
   * Who grants it. A user's view lists their roles' grants too (`R` + role name): those cannot be
   * taken away on the user, only on the role (ABP shows them checked and disabled).
   */
  grantedProviders: z.array(providerInfo),
});
export type PermissionGrantInfo = z.infer<typeof permissionGrantInfo>;

export const permissionGroup = z.object({
  name: z.string(),
  displayName: z.string(),
  displayNameKey: z.nullable(z.string()),
  displayNameResource: z.nullable(z.string()),
  permissions: z.array(permissionGrantInfo),
});
export type PermissionGroup = z.infer<typeof permissionGroup>;

export const permissionListResult = z.object({
  entityDisplayName: z.string(),
  groups: z.array(permissionGroup),
});
export type PermissionListResult = z.infer<typeof permissionListResult>;

/** Role: AbpIdentity.Roles.ManagePermissions; user: AbpIdentity.Users.ManagePermissions. */
export const getPermissions = endpoint({
  method: 'GET',
  path: '/api/permission-management/permissions',
  query: permissionQuery,
  response: permissionListResult,
});

export const updatePermissionsInput = z.object({
  permissions: z
    .array(
      z.object({
        name: z.string().check(z.minLength(1), z.maxLength(128)),
        isGranted: z.boolean(),
      }),
    )
    .check(z.maxLength(500)),
});
export type UpdatePermissionsInput = z.input<typeof updatePermissionsInput>;

/**
 * Send only the changed permissions (ABP's client does). An unknown name refuses the whole
 * request (400) and nothing is stored.
 */
export const updatePermissions = endpoint({
  method: 'PUT',
  path: '/api/permission-management/permissions',
  query: permissionQuery,
  body: updatePermissionsInput,
  response: noContent,
});
