import { style } from '@vanilla-extract/css';
import { tapLink, touch } from '../../../ui/breakpoints';
import { vars } from '../../../ui/theme.css';
import { focusRing, rules } from '../../../ui/page.css';

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
  justifyContent: 'space-between',
  minBlockSize: '3rem',
});

export const name = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.primary,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': focusRing },
  '@media': { [touch]: tapLink },
});

export const plainName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const form = style({ ...rules.card, maxInlineSize: '40rem' });

export { header, linkButton, pending } from '../../../ui/manage.css';
