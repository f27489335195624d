import { describe, expect, it } from 'vitest';
import type { PermissionListResult } from '../../../api/contract/permissions.ts';
import {
  allChecked,
  changes,
  initialChecked,
  lockedReason,
  setAll,
  toGroups,
  toggle,
} from './permission-tree';

const perm = (name: string, parentName: string | null, isGranted = false, byRole = false) => ({
  name,
  displayName: name,
  parentName,
  isGranted,
  allowedProviders: [],
  grantedProviders: byRole ? [{ providerName: 'R', providerKey: 'Support' }] : [],
});
const result: PermissionListResult = {
  entityDisplayName: 'lina',
  groups: [
    {
      name: 'AbpIdentity',
      displayName: 'Identity management',
      displayNameKey: null,
      displayNameResource: null,
      permissions: [
        perm('Roles', null),
        perm('Roles.Create', 'Roles'),
        perm('Roles.Create.Deep', 'Roles.Create'),
        perm('Users', null, true, true),
        perm('Users.Create', 'Users'),
      ],
    },
  ],
};
const everything = { Roles: true, 'Roles.Create': true, 'Roles.Create.Deep': true, Users: true };
const held = { ...everything, 'Users.Create': true };
const groups = toGroups(result, 'U', held);
const start = initialChecked(result);

describe('permission tree', () => {
  it('indents children by their depth', () => {
    expect(groups[0]!.rows.map((r) => r.depth)).toEqual([0, 1, 2, 0, 1]);
  });

  it('marks what another provider grants', () => {
    const users = groups[0]!.rows.find((r) => r.name === 'Users')!;
    expect(users.grantedBy).toEqual([{ providerName: 'R', providerKey: 'Support' }]);
  });

  it('checking a child checks its parents; unchecking a parent unchecks its children', () => {
    const on = toggle(groups, start, 'Roles.Create.Deep', true);
    expect(on).toMatchObject({ Roles: true, 'Roles.Create': true, 'Roles.Create.Deep': true });
    const off = toggle(groups, on, 'Roles', false);
    expect(off).toMatchObject({ Roles: false, 'Roles.Create': false, 'Roles.Create.Deep': false });
  });

  it('never changes a permission granted by another provider', () => {
    const off = toggle(groups, start, 'Users', false);
    expect(off.Users).toBe(true);
    expect(setAll(groups, start, false).Users).toBe(true);
  });

  it('sends only what changed', () => {
    expect(changes(start, start)).toEqual([]);
    const all = setAll(groups, start, true);
    expect(allChecked(groups, all)).toBe(true);
    expect(changes(start, all)).toEqual([
      { name: 'Roles', isGranted: true },
      { name: 'Roles.Create', isGranted: true },
      { name: 'Roles.Create.Deep', isGranted: true },
      { name: 'Users.Create', isGranted: true },
    ]);
  });

  it('never grants what the signed-in user does not hold', () => {
    const mine = toGroups(result, 'U', everything);
    expect(setAll(mine, start, true)['Users.Create']).toBe(false);
    expect(toggle(mine, start, 'Users.Create', true)['Users.Create']).toBe(false);
    expect(toggle(mine, start, 'Roles.Create', true)['Roles.Create']).toBe(true);
  });

  it('locks their own grants, the static role, and whoever holds more than they do', () => {
    const free = { own: false, isStatic: false };
    expect(lockedReason(result, free, held)).toBeNull();
    expect(lockedReason(result, { ...free, own: true }, held)).toBe('own');
    expect(lockedReason(result, { ...free, isStatic: true }, held)).toBe('static');
    expect(lockedReason(result, free, { Roles: true })).toBe('beyond');
  });
});
