import { style } from '@vanilla-extract/css';
import * as shared from '../../../ui/page.css';
import { vars } from '../../../ui/theme.css';

export const swatches = style({
  ...shared.rules.bareFieldset,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginBlockEnd: vars.space['4'],
});

export { legend } from '../../../ui/page.css';

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
    [`${swatchInput}:focus-visible + &`]: shared.focusRing,
  },
});

export const list = style([
  shared.bareList,
  {
    display: 'grid',
    gap: vars.space['3'],
    gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  },
]);

export const card = style({ ...shared.rules.tile, alignItems: 'start', gap: vars.space['3'] });

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
export { hint as facts } from '../../../ui/field.css';
export const actions = style({ display: 'flex', gap: vars.space['1'] });
