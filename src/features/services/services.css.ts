import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { focusRing, rules } from '../../ui/page.css';

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const tileBase = {
  ...rules.card,
  blockSize: '100%',
  boxSizing: 'border-box',
  color: vars.color.text,
  textDecoration: 'none',
} as const;

export const tile = style({
  ...tileBase,
  selectors: {
    '&:hover': { borderColor: vars.color.primary, boxShadow: vars.shadow.md },
    '&:focus-visible': focusRing,
  },
});

// Greyed, with no link (spec): still readable (contrast kept), just quieter.
export const tileOff = style({
  ...tileBase,
  background: vars.color.surfaceAlt,
  color: vars.color.muted,
  boxShadow: 'none',
});

export const icon = style({
  color: vars.color.primary,
  selectors: { [`${tileOff} &`]: { color: vars.color.muted } },
});

export const name = style({ margin: 0, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0, fontSize: vars.fontSize.sm });

export const badge = style({
  alignSelf: 'start',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
});
