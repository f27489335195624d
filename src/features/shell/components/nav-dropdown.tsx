import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { LinkProps } from '@tanstack/react-router';
import * as css from './navbar.css';

/** One entry of a navbar dropdown: a link, an action, or a nested submenu. */
export interface NavMenuEntry {
  key: string;
  label: ReactNode;
  to?: LinkProps['to'];
  href?: string;
  onSelect?: () => void;
  disabled?: boolean;
  lang?: string;
  children?: NavMenuEntry[];
}

export interface NavDropdownProps {
  label: ReactNode;
  ariaLabel?: string;
  entries: NavMenuEntry[];
  align?: 'start' | 'end';
}

// The menu machinery (Radix + positioning) is ~20 KB gzip; it loads when a user reaches for a menu,
// not with the first screen.
const loadMenu = () => import('./nav-dropdown-menu');
const DropdownMenu = lazy(loadMenu);

export function NavDropdown(props: NavDropdownProps) {
  const [state, setState] = useState<'idle' | 'open'>('idle');
  if (state === 'idle') {
    return (
      <button
        type="button"
        className={css.navLink}
        aria-haspopup="menu"
        aria-expanded={false}
        aria-label={props.ariaLabel}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={() => setState('open')}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setState('open');
          }
        }}
      >
        {props.label}
      </button>
    );
  }
  return (
    <Suspense
      fallback={
        <button
          type="button"
          className={css.navLink}
          aria-haspopup="menu"
          aria-busy="true"
          aria-label={props.ariaLabel}
        >
          {props.label}
        </button>
      }
    >
      <DropdownMenu {...props} defaultOpen />
    </Suspense>
  );
}
