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

  it('shows the whole administration tree in order to an administrator', () => {
    const granted = {
      'AbpIdentity.Roles': true,
      'AbpIdentity.Users': true,
      'AbpTenantManagement.Tenants': true,
    };
    expect(names(buildMenuTree(menuItems, granted))).toEqual([
      'home',
      { administration: [{ identity: ['roles', 'users'] }, 'tenants'] },
    ]);
  });

  it('evaluates combined policies', () => {
    expect(isPolicyGranted('A || B', { B: true })).toBe(true);
    expect(isPolicyGranted('A && B', { B: true })).toBe(false);
    expect(isPolicyGranted('A && B', { A: true, B: true })).toBe(true);
    expect(isPolicyGranted(undefined, {})).toBe(true);
  });
});
