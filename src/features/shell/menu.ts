import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isPolicyGranted } from '../../api/app-state.ts';

/** A route/menu entry (spec part 1 §3). Entries with a parentName nest under that entry. */
export interface MenuItem {
  name: string;
  label: MessageDescriptor;
  path?: string;
  parentName?: string;
  requiredPolicy?: string;
  /** Shown only while the server has multi-tenancy on (ABP's tenant management). */
  requiresMultiTenancy?: boolean;
  order: number;
}

export interface MenuNode extends MenuItem {
  children: MenuNode[];
}

export const menuItems: MenuItem[] = [
  { name: 'home', label: msg`Home`, path: '/', order: 1 },
  { name: 'administration', label: msg`Administration`, order: 100 },
  {
    name: 'identity',
    label: msg`Identity management`,
    parentName: 'administration',
    requiredPolicy: 'AbpIdentity.Roles || AbpIdentity.Users',
    order: 1,
  },
  {
    name: 'roles',
    label: msg`Roles`,
    path: '/identity/roles',
    parentName: 'identity',
    requiredPolicy: 'AbpIdentity.Roles',
    order: 1,
  },
  {
    name: 'users',
    label: msg`Users`,
    path: '/identity/users',
    parentName: 'identity',
    requiredPolicy: 'AbpIdentity.Users',
    order: 2,
  },
  {
    name: 'tenants',
    label: msg`Tenant management`,
    path: '/tenant-management/tenants',
    parentName: 'administration',
    requiredPolicy: 'AbpTenantManagement.Tenants',
    requiresMultiTenancy: true,
    order: 2,
  },
  {
    name: 'settings',
    label: msg`Settings`,
    path: '/setting-management/gotrack',
    parentName: 'administration',
    requiredPolicy: 'GoTrack.SettingManagement || FeatureManagement.ManageHostFeatures',
    order: 3,
  },
  {
    name: 'requests',
    label: msg`Requests`,
    path: '/back-office/requests',
    parentName: 'administration',
    requiredPolicy: 'GoTrack.Requests.Manage',
    order: 4,
  },
];

// The spec bounds the route-tree search depth at 10, which also guards against a parent cycle.
const MAX_DEPTH = 10;

/**
 * Builds the visible tree: entries whose policy is not granted, or that need multi-tenancy while
 * it is off, are dropped, and so are groups (entries without a path) left with no visible children.
 */
export function buildMenuTree(
  items: readonly MenuItem[],
  granted: Record<string, boolean>,
  multiTenancy = false,
): MenuNode[] {
  const build = (parent: string | undefined, depth: number): MenuNode[] =>
    depth > MAX_DEPTH
      ? []
      : items
          .filter(
            (item) =>
              item.parentName === parent &&
              (multiTenancy || !item.requiresMultiTenancy) &&
              isPolicyGranted(item.requiredPolicy, granted),
          )
          .sort((a, b) => a.order - b.order)
          .map((item) => ({ ...item, children: build(item.name, depth + 1) }))
          .filter((node) => node.path !== undefined || node.children.length > 0);
  return build(undefined, 0);
}
