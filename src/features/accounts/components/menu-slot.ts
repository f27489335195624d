import type { ReactNode } from 'react';

/** One entry of a dropdown menu the route provides (features do not import the shell's menus). */
export interface MenuEntry {
  key: string;
  label: ReactNode;
  to?: '/track-accounts' | '/main/account-profile';
  onSelect?: () => void;
  disabled?: boolean;
  lang?: string;
  children?: MenuEntry[];
}

export interface MenuProps {
  label: ReactNode;
  ariaLabel: string;
  entries: MenuEntry[];
  align?: 'start' | 'end';
}

/** Draws a dropdown menu: the shell's, composed in by the route. */
export type RenderMenu = (props: MenuProps) => ReactNode;
