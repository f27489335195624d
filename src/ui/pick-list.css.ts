import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { focusRing } from './page.css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minInlineSize: 0,
  margin: 0,
  marginBlockEnd: vars.space['4'],
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

// Long fleets scroll inside the list, so the form's buttons stay in reach on a phone.
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space['1'],
  maxBlockSize: '16rem',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: '2.75rem',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const box = style({
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  flexShrink: 0,
  accentColor: vars.color.primary,
  selectors: { '&:focus-visible': focusRing },
});

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
