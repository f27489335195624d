import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

/** Space kept between a menu and the screen's edges. */
export const EDGE_GAP = 8;

// Never taller than the room Radix measured between the trigger and the screen's edge (less the
// gap): a long menu on a short screen scrolls inside itself instead of running off the screen.
export const fits = style({
  maxBlockSize: 'var(--radix-dropdown-menu-content-available-height)',
  maxInlineSize: `calc(100vw - ${2 * EDGE_GAP}px)`,
  overflowY: 'auto',
});

// A submenu shown in place (narrow screens): its title, then its entries a step further in.
export const groupLabel = style({
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const group = style({});
globalStyle(`${group} > [role^="menuitem"]`, { paddingInlineStart: vars.space['5'] });
