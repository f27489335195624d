import { PERMISSIONS as P } from '../../../src/api/contract/permissions.ts';
import type { CultureName } from '../abp/culture.ts';

/**
 * Every permission the server knows, defined once (ABP's PermissionDefinitionProviders). Display
 * names are per culture; `hostOnly` ones (tenant management, host features) are neither listed
 * nor grantable inside a tenant, as ABP's MultiTenancySides.Host.
 */
type Text = Record<CultureName, string>;

export interface PermissionDefinition {
  name: string;
  displayName: Text;
  parentName: string | null;
  hostOnly: boolean;
}

export interface PermissionGroupDefinition {
  name: string;
  displayName: Text;
  permissions: PermissionDefinition[];
}

const permission = (
  name: string,
  en: string,
  ar: string,
  parentName: string | null = null,
  hostOnly = false,
): PermissionDefinition => ({ name, displayName: { en, ar }, parentName, hostOnly });

export const PERMISSION_GROUPS: PermissionGroupDefinition[] = [
  {
    name: 'AbpIdentity',
    displayName: { en: 'Identity management', ar: 'إدارة الهوية' },
    permissions: [
      permission(P.roles, 'Role management', 'إدارة الأدوار'),
      permission(P.rolesCreate, 'Create', 'إنشاء', P.roles),
      permission(P.rolesUpdate, 'Edit', 'تعديل', P.roles),
      permission(P.rolesDelete, 'Delete', 'حذف', P.roles),
      permission(P.rolesManagePermissions, 'Change permissions', 'تغيير الصلاحيات', P.roles),
      permission(P.users, 'User management', 'إدارة المستخدمين'),
      permission(P.usersCreate, 'Create', 'إنشاء', P.users),
      permission(P.usersUpdate, 'Edit', 'تعديل', P.users),
      permission(P.usersDelete, 'Delete', 'حذف', P.users),
      permission(P.usersManagePermissions, 'Change permissions', 'تغيير الصلاحيات', P.users),
      permission(P.usersManageRoles, 'Manage roles', 'إدارة الأدوار', P.users),
    ],
  },
  {
    name: 'AbpTenantManagement',
    displayName: { en: 'Tenant management', ar: 'إدارة المستأجرين' },
    permissions: [
      permission(P.tenants, 'Tenant management', 'إدارة المستأجرين', null, true),
      permission(P.tenantsCreate, 'Create', 'إنشاء', P.tenants, true),
      permission(P.tenantsUpdate, 'Edit', 'تعديل', P.tenants, true),
      permission(P.tenantsDelete, 'Delete', 'حذف', P.tenants, true),
      permission(P.tenantsManageFeatures, 'Manage features', 'إدارة الميزات', P.tenants, true),
    ],
  },
  {
    name: 'FeatureManagement',
    displayName: { en: 'Feature management', ar: 'إدارة الميزات' },
    permissions: [
      permission(P.manageHostFeatures, 'Manage host features', 'إدارة ميزات المضيف', null, true),
    ],
  },
  {
    // ABP's setting management: the e-mail settings are the server's (SMTP_URL), so host-side.
    name: 'SettingManagement',
    displayName: { en: 'Setting management', ar: 'إدارة الإعدادات' },
    permissions: [
      permission(P.emailing, 'Emailing', 'البريد الإلكتروني', null, true),
      permission(P.emailingTest, 'Send test e-mail', 'إرسال بريد تجريبي', P.emailing, true),
    ],
  },
  {
    name: 'GoTrack',
    displayName: { en: 'GoTrack', ar: 'GoTrack' },
    permissions: [
      permission(P.settingManagement, 'GoTrack settings', 'إعدادات GoTrack', null, true),
      permission(P.requestsManage, 'Request back office', 'إدارة الطلبات'),
      permission(
        P.requestsAdvance,
        'Advance requests',
        'نقل الطلبات إلى المرحلة التالية',
        P.requestsManage,
      ),
    ],
  },
];

/** The definitions visible on one side: the host sees all, a tenant no host-only ones. */
export function groupsFor(tenantId: string | null): PermissionGroupDefinition[] {
  return PERMISSION_GROUPS.map((g) => ({
    ...g,
    permissions: g.permissions.filter((p) => tenantId === null || !p.hostOnly),
  })).filter((g) => g.permissions.length > 0);
}

export function permissionNamesFor(tenantId: string | null): string[] {
  return groupsFor(tenantId).flatMap((g) => g.permissions.map((p) => p.name));
}
