import { globalStyle, style } from '@vanilla-extract/css';
import * as shared from '../../../ui/page.css';
import { vars } from '../../../ui/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minBlockSize: 0,
  gap: vars.space['2'],
  padding: vars.space['2'],
});

export { row as toolbar } from '../../../ui/page.css';

export const picker = style({ minInlineSize: '14rem', marginBlockEnd: 0 });

export const windows = style([shared.bareFieldset, { display: 'flex', gap: vars.space['1'] }]);

export const choice = style({
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { background: vars.color.primary, color: vars.color.primaryText },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const body = style({
  display: 'flex',
  flex: 1,
  minBlockSize: '24rem',
  gap: vars.space['2'],
  '@media': { '(max-width: 767px)': { flexDirection: 'column' } },
});

export const map = style({
  flex: 1,
  minBlockSize: '20rem',
  display: 'flex',
  flexDirection: 'column',
});
// The map fills its box: a percentage height would not resolve inside a flex item.
globalStyle(`${map} > *`, { flex: 1 });

// The panel's content scrolls inside it and never makes the page taller than the screen: the map
// takes the height the layout leaves, however many vehicles are listed.
export const panel = style({
  position: 'relative',
  inlineSize: '22rem',
  maxInlineSize: '100%',
  '@media': { '(max-width: 767px)': { inlineSize: 'auto', blockSize: '40vh' } },
});

export const panelScroll = style({
  position: 'absolute',
  inset: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const side = style({
  inlineSize: '22rem',
  maxInlineSize: '100%',
  alignSelf: 'start',
  '@media': { '(max-width: 767px)': { inlineSize: 'auto', alignSelf: 'stretch' } },
});

export const card = style([shared.tile, { flexDirection: 'column' }]);

// Narrower than the shared facts: the side panel is only 22rem wide.
export const facts = style({
  ...shared.rules.facts,
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space['3'],
});

export { actions, bareList as list } from '../../../ui/page.css';

export const listItem = style({
  inlineSize: '100%',
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  border: 0,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const muted = style({ color: vars.color.muted });

export const title = style({ margin: 0, fontSize: '1.1rem' });

export const swatch = style({
  display: 'inline-block',
  inlineSize: '1em',
  blockSize: '1em',
  verticalAlign: 'middle',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});
