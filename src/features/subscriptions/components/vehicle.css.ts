import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const swatches = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  marginBlockEnd: vars.space['4'],
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const swatch = style({ position: 'relative', display: 'inline-flex', cursor: 'pointer' });

// The radio stays in the page (focus, arrow keys) but is drawn by the swatch next to it.
export const swatchInput = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const swatchColor = style({
  inlineSize: '2rem',
  blockSize: '2rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  boxShadow: `inset 0 0 0 2px ${vars.color.surface}`,
  selectors: {
    [`${swatchInput}:checked + &`]: {
      outline: `3px solid ${vars.color.primary}`,
      outlineOffset: '2px',
    },
    [`${swatchInput}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
});

export const card = style({
  display: 'flex',
  alignItems: 'start',
  gap: vars.space['3'],
  padding: vars.space['3'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const cardColor = style({
  flexShrink: 0,
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
});

export const cardBody = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minInlineSize: 0,
});

export const plate = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const facts = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', gap: vars.space['1'] });
