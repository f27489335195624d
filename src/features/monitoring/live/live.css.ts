import { globalStyle, style } from '@vanilla-extract/css';
import { phone, tapLink, touch } from '../../../ui/breakpoints';
import * as shared from '../../../ui/page.css';
import { vars } from '../../../ui/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minBlockSize: 0,
  gap: vars.space['2'],
  padding: vars.space['2'],
  // On a phone the map takes the whole screen between the app bar and the bottom navigation.
  '@media': { [phone]: { padding: 0, gap: 0 } },
});

export const toolbar = style([
  shared.row,
  // Last in the page's order (after the vehicle list), first on screen.
  { order: -1 },
  { '@media': { [phone]: { flexWrap: 'nowrap', gap: vars.space['2'], padding: vars.space['2'] } } },
]);

export const picker = style({
  minInlineSize: '14rem',
  marginBlockEnd: 0,
  '@media': { [phone]: { minInlineSize: 0, flex: 1 } },
});

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
  '@media': { [touch]: tapLink },
});

export const body = style({
  display: 'flex',
  flex: 1,
  minBlockSize: '24rem',
  gap: vars.space['2'],
  '@media': {
    '(max-width: 767px)': { flexDirection: 'column' },
    // The sheet and the card lie over the map instead of beside or below it.
    [phone]: { position: 'relative', minBlockSize: '20rem', gap: 0 },
  },
});

export const map = style({
  flex: 1,
  minBlockSize: '20rem',
  display: 'flex',
  flexDirection: 'column',
});

export const desktopOnly = style({ '@media': { [phone]: { display: 'none' } } });

// The selected vehicle's card, at the top of the map: the sheet at half and the card leave the
// map's centre (where the selected marker is) in view. It starts clear of the 44-px zoom buttons
// and is tall enough for its 44-px actions.
export const cardOverlay = style({
  position: 'absolute',
  insetBlockStart: vars.space['2'],
  insetInline: `3.75rem ${vars.space['2']}`,
  zIndex: 2,
  maxBlockSize: '44%',
  overflowY: 'auto',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const sheet = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: 3,
  display: 'flex',
  flexDirection: 'column',
  maxBlockSize: '100%',
  background: vars.color.surface,
  borderStartStartRadius: vars.radius.lg,
  borderStartEndRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  transition: `block-size ${vars.duration.tab} ease-out`,
  selectors: {
    '&[data-snap="half"]': { blockSize: '45%' },
    '&[data-snap="full"]': { blockSize: '100%' },
    '&[data-dragging]': { transition: 'none' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const sheetHead = style({
  flex: 'none',
  paddingBlockEnd: vars.space['2'],
  paddingInline: vars.space['2'],
  touchAction: 'none',
  cursor: 'grab',
});

export const grip = style({
  display: 'block',
  inlineSize: '2.5rem',
  blockSize: '0.3rem',
  marginBlock: vars.space['2'],
  marginInline: 'auto',
  borderRadius: vars.radius.full,
  background: vars.color.border,
});

export const sheetRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const sheetToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flex: 'none',
  minBlockSize: '2.75rem',
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': shared.focusRing },
});

export const count = style({
  minInlineSize: '1.5rem',
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const search = style({
  flex: 1,
  minInlineSize: 0,
  minBlockSize: '2.75rem',
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  selectors: { '&:focus-visible': shared.focusRing },
});

export const sheetBody = style({
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingInline: vars.space['2'],
  paddingBlockEnd: vars.space['2'],
  // `display` above would otherwise show it while `hidden` (the peek).
  selectors: { '&[hidden]': { display: 'none' } },
});
globalStyle(`${sheet}[data-dragging] ${sheetBody}[hidden]`, { display: 'flex' });
// The map fills its box: a percentage height would not resolve inside a flex item.
globalStyle(`${map} > *`, { flex: 1 });

// The panel's content scrolls inside it and never makes the page taller than the screen: the map
// takes the height the layout leaves, however many vehicles are listed.
export const panel = style({
  position: 'relative',
  // First in the page's order (live-map-page.tsx), drawn after the map: at the inline end.
  order: 1,
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
  // First in the page's order (the track screen's heading), drawn after the map.
  order: 1,
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
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-pressed="true"]': {
      background: vars.color.surfaceAlt,
      // A border, not an inset shadow: it follows the reading direction in Arabic.
      borderInlineStart: `4px solid ${vars.color.primary}`,
    },
    '&:focus-visible': { ...shared.focusRing, outlineOffset: '-3px' },
  },
});

export const muted = style({ color: vars.color.muted });

export const title = style({ margin: 0, fontSize: '1.1rem' });

// The selected vehicle's name with its close button at the inline end.
export const cardHead = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const swatch = style({
  display: 'inline-block',
  inlineSize: '1em',
  blockSize: '1em',
  verticalAlign: 'middle',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});
