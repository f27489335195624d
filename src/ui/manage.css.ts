import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { focusRing, rules } from './page.css';
import * as button from './button.css';

// What the management screens (groups, observers, zones, routes) share: their heading row, the
// primary link of a list ("Add …") at a 44 px touch height, and the badge of an edit still
// waiting to be sent.

export const header = style({ ...rules.row, justifyContent: 'space-between' });

export const linkButton = style([
  { minBlockSize: '2.75rem', selectors: { '&:focus-visible': focusRing } },
  button.base,
  button.variant.primary,
  button.size.md,
]);

export const pending = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  background: '#fff4e0',
  color: '#7a4a00',
  fontSize: vars.fontSize.xs,
});
