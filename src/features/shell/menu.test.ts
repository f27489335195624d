import { describe, expect, it } from 'vitest';
import { buildMenuTree, menuItems } from './menu.ts';
import { isPolicyGranted } from '../../api/app-state.ts';

const names = (nodes: ReturnType<typeof buildMenuTree>): unknown =>
  nodes.map((n) => (n.children.length ? { [n.name]: names(n.children) } : n.name));

describe('route menu', () => {
  it('shows only Home to a user without policies', () => {
    expect(names(buildMenuTree(menuItems, {}))).toEqual(['home']);
  });

  it('nests identity entries under administration for a user holding one policy', () => {
    expect(names(buildMenuTree(menuItems, { 'AbpIdentity.Users': true }))).toEqual([
      'home',
      { administration: [{ identity: ['users'] }] },
    ]);
  });

  const admin = {
    'AbpIdentity.Roles': true,
    'AbpIdentity.Users': true,
    'AbpTenantManagement.Tenants': true,
    'FeatureManagement.ManageHostFeatures': true,
    'GoTrack.Requests.Manage': true,
  };

  it('shows the whole administration tree in order to an administrator with multi-tenancy on', () => {
    expect(names(buildMenuTree(menuItems, admin, true))).toEqual([
      'home',
      { administration: [{ identity: ['roles', 'users'] }, 'tenants', 'settings', 'requests'] },
    ]);
  });

  it('hides tenant management while multi-tenancy is off, even from its permission holders', () => {
    expect(names(buildMenuTree(menuItems, admin, false))).toEqual([
      'home',
      { administration: [{ identity: ['roles', 'users'] }, 'settings', 'requests'] },
    ]);
    expect(names(buildMenuTree(menuItems, { 'AbpTenantManagement.Tenants': true }))).toEqual([
      'home',
    ]);
  });

  it('leads a request manager to the back office only', () => {
    const tree = buildMenuTree(menuItems, { 'GoTrack.Requests.Manage': true });
    expect(names(tree)).toEqual(['home', { administration: ['requests'] }]);
    expect(tree[1]!.children[0]!.path).toBe('/back-office/requests');
  });

  it('evaluates combined policies', () => {
    expect(isPolicyGranted('A || B', { B: true })).toBe(true);
    expect(isPolicyGranted('A && B', { B: true })).toBe(false);
    expect(isPolicyGranted('A && B', { A: true, B: true })).toBe(true);
    expect(isPolicyGranted(undefined, {})).toBe(true);
  });
});
