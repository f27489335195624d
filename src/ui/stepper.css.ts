import { style } from '@vanilla-extract/css';
import { tapBox, touch } from './breakpoints';
import { vars } from './theme.css';

export const list = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['1'],
  textAlign: 'center',
  color: vars.color.muted,
  position: 'relative',
  selectors: {
    // The connecting line runs from this step's marker towards the previous one.
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: '1rem',
      insetInlineEnd: 'calc(50% + 1.25rem)',
      inlineSize: 'calc(100% - 2.5rem + 0.5rem)',
      borderBlockStart: `2px solid ${vars.color.border}`,
    },
    '&[data-status="complete"]::before, &[data-status="current"]::before': {
      borderBlockStartColor: vars.color.primary,
    },
    '&[data-status="current"]': { color: vars.color.text, fontWeight: vars.fontWeight.bold },
    '&[data-status="complete"]': { color: vars.color.text },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2rem',
  blockSize: '2rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.sm,
  selectors: {
    [`${item}[data-status="current"] &`]: {
      borderColor: vars.color.primary,
      color: vars.color.primary,
    },
    [`${item}[data-status="complete"] &`]: {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primary,
      color: vars.color.primaryText,
    },
  },
});

export const button = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
  '@media': { [touch]: tapBox },
});

export const label = style({ fontSize: vars.fontSize.sm });

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });
