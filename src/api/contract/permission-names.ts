// Permission names both sides check. Kept free of zod so first-screen code (menus) may import
// them without the contract's schemas.

/** The product's own permissions and ABP's modules' (server/modules/permissions/definitions.ts). */
export const PERMISSIONS = {
  roles: 'AbpIdentity.Roles',
  rolesCreate: 'AbpIdentity.Roles.Create',
  rolesUpdate: 'AbpIdentity.Roles.Update',
  rolesDelete: 'AbpIdentity.Roles.Delete',
  rolesManagePermissions: 'AbpIdentity.Roles.ManagePermissions',
  users: 'AbpIdentity.Users',
  usersCreate: 'AbpIdentity.Users.Create',
  usersUpdate: 'AbpIdentity.Users.Update',
  usersDelete: 'AbpIdentity.Users.Delete',
  usersManagePermissions: 'AbpIdentity.Users.ManagePermissions',
  usersManageRoles: 'AbpIdentity.Users.ManageRoles',
  tenants: 'AbpTenantManagement.Tenants',
  tenantsCreate: 'AbpTenantManagement.Tenants.Create',
  tenantsUpdate: 'AbpTenantManagement.Tenants.Update',
  tenantsDelete: 'AbpTenantManagement.Tenants.Delete',
  tenantsManageFeatures: 'AbpTenantManagement.Tenants.ManageFeatures',
  manageHostFeatures: 'FeatureManagement.ManageHostFeatures',
  requestsAdvance: 'GoTrack.Requests.Advance',
  requestsManage: 'GoTrack.Requests.Manage',
  /** The GoTrack settings of the host (setting-management.ts). */
  settingManagement: 'GoTrack.SettingManagement',
  /** ABP's e-mail settings and their test e-mail. */
  emailing: 'SettingManagement.Emailing',
  emailingTest: 'SettingManagement.Emailing.Test',
} as const;
