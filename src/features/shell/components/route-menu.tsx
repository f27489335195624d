import { Link, type LinkProps } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { useCurrentAppState } from '../../../api/app-context';
import { buildMenuTree, menuItems, type MenuNode } from '../menu';
import { NavDropdown, type NavMenuEntry } from './nav-dropdown';
import * as css from './navbar.css';

// Menu paths come from data, so they are not known to the router's types.
const to = (path: string) => path as LinkProps['to'];

export function RouteMenu() {
  const { i18n } = useLingui();
  const { auth, multiTenancy } = useCurrentAppState();
  const toEntry = (node: MenuNode): NavMenuEntry => ({
    key: node.name,
    label: i18n._(node.label),
    to: node.path ? to(node.path) : undefined,
    children: node.children.map(toEntry),
  });
  return (
    <ul className={css.menu}>
      {buildMenuTree(menuItems, auth.grantedPolicies, multiTenancy.isEnabled).map((node) => (
        <li key={node.name}>
          {node.path ? (
            <Link
              to={to(node.path)}
              className={css.navLink}
              activeOptions={{ exact: node.path === '/' }}
              activeProps={{ className: css.activeLink }}
            >
              {i18n._(node.label)}
            </Link>
          ) : (
            <NavDropdown label={i18n._(node.label)} entries={node.children.map(toEntry)} />
          )}
        </li>
      ))}
    </ul>
  );
}
