import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBlockEnd: vars.space['2'],
});

const cell = {
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['2'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
};

export const item = style({ ...cell, textAlign: 'start', fontWeight: vars.fontWeight.medium });
/** A plain text cell (the observer list shares these table styles). */
export const text = style({ ...cell, textAlign: 'start' });
// Numbers line up at the end of the column in both directions.
export const num = style({ ...cell, textAlign: 'end', whiteSpace: 'nowrap' });

export const totals = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  marginBlockStart: vars.space['3'],
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const grandTotal = style([
  row,
  {
    paddingBlockStart: vars.space['2'],
    borderBlockStart: `2px solid ${vars.color.text}`,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const value = style({ margin: 0, whiteSpace: 'nowrap' });

export const offline = style({ margin: 0, color: vars.color.warning, fontSize: vars.fontSize.sm });

/** On a phone the five columns are wider than the dialog: the table scrolls, the page does not. */
export const scroll = style({
  overflowX: 'auto',
  maxInlineSize: '100%',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
