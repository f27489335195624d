import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';
import { focusRing, rules } from '../../../ui/page.css';

// Logical properties only (Arabic is right-to-left); everything wraps so a 390 px phone never
// scrolls sideways.

export { header } from '../../../ui/manage.css';

export const list = style({
  display: 'grid',
  gap: vars.space['3'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({ ...rules.card, minInlineSize: 0 });

export const cardHead = style({ ...rules.row, justifyContent: 'space-between' });

// Names are the owner's words, sometimes one long word: they break rather than overflow.
export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
  minInlineSize: 0,
});

export const facts = style({ ...rules.facts, overflowWrap: 'anywhere' });

export const term = style({ color: vars.color.muted });

export const value = style({ margin: 0 });

export const pending = style({ ...rules.callout, fontSize: vars.fontSize.sm });

export const inlineRow = style({ ...rules.row, gap: vars.space['2'] });

export const switchButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: '2.75rem',
  paddingInline: vars.space['2'],
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': { cursor: 'progress' },
  },
});

const on = `${switchButton}[aria-checked="true"] &`;

export const track = style({
  position: 'relative',
  flexShrink: 0,
  inlineSize: '2.75rem',
  blockSize: '1.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.muted,
  transition: `background-color ${vars.duration.fast}`,
  selectors: { [on]: { background: vars.color.success } },
});

// The thumb sits at the start edge when off and the end edge when on, in both directions.
export const thumb = style({
  position: 'absolute',
  insetBlockStart: '0.1875rem',
  insetInlineStart: '0.1875rem',
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  transition: `inset-inline-start ${vars.duration.fast}`,
  selectors: { [on]: { insetInlineStart: 'calc(100% - 1.3125rem)' } },
});

export const disclosure = style({ alignSelf: 'start' });

export const items = style({
  display: 'grid',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const item = style({
  ...rules.tile,
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  minInlineSize: 0,
});

export const itemText = style({ display: 'grid', minInlineSize: 0, overflowWrap: 'anywhere' });

export const itemKind = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });

export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  selectors: { '&:focus-visible': focusRing },
});

export const chevronOpen = style({ transform: 'rotate(180deg)' });
