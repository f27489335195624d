import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';
import { focusRing, rules } from '../../../ui/page.css';
import * as button from '../../../ui/button.css';

// Phone first (390 px): every control is at least 44 px high, rows wrap, and the drawing map
// takes half the screen's height.

const touch = { minBlockSize: '2.75rem' } as const;

export const secondaryLink = style([
  { ...touch, selectors: { '&:focus-visible': focusRing } },
  button.base,
  button.variant.secondary,
  button.size.sm,
]);

/** Added to the Buttons of these screens: 44 px touch targets. */
export const target = style(touch);

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const item = style({
  ...rules.tile,
  flexWrap: 'wrap',
  alignItems: 'center',
  minBlockSize: '3rem',
});

export const grow = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });

export const title = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const swatch = style({
  display: 'inline-block',
  flexShrink: 0,
  inlineSize: '1rem',
  blockSize: '1rem',
  borderRadius: vars.radius.full,
  // White is the default colour: the border keeps it visible on a white card.
  border: `1px solid ${vars.color.muted}`,
});

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const smallMap = style({ blockSize: '16rem' });

/** The drawing map: half the screen on a phone, a little more room on a wide one. */
export const drawMap = style({
  blockSize: '50vh',
  minBlockSize: '18rem',
  '@media': { '(min-width: 48rem)': { blockSize: '60vh' } },
});

export const form = style({ ...rules.card, maxInlineSize: '60rem' });

export const message = style({ ...rules.callout, fontWeight: vars.fontWeight.medium });

export const dialog = style({ blockSize: '95dvh' });

export { header, linkButton, pending } from '../../../ui/manage.css';
