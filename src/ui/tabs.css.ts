import { keyframes, style } from '@vanilla-extract/css';
import { tapBox, touch } from './breakpoints';
import { vars } from './theme.css';

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const description = style({ margin: 0, color: vars.color.muted });

export const list = style({
  display: 'flex',
  gap: vars.space['1'],
  overflowX: 'auto',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  border: 'none',
  borderBlockEnd: '3px solid transparent',
  marginBlockEnd: '-1px',
  background: 'none',
  color: vars.color.muted,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: `color ${vars.duration.tab} ease, border-color ${vars.duration.tab} ease`,
  selectors: {
    '&[data-state="active"]': {
      color: vars.color.primary,
      borderBlockEndColor: vars.color.primary,
    },
    '&:hover:not([data-disabled])': { color: vars.color.text },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
  '@media': { [touch]: tapBox },
});

export const content = style({
  selectors: {
    '&[data-state="active"]': { animation: `${fadeIn} ${vars.duration.tab} ease-out` },
  },
});

export const empty = style({
  margin: 0,
  paddingBlock: vars.space['6'],
  textAlign: 'center',
  color: vars.color.muted,
});
