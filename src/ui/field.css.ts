import { style } from '@vanilla-extract/css';
import { tapSize, touch } from './breakpoints';
import { vars } from './theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  marginBlockEnd: vars.space['4'],
});

export const inlineRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: vars.space['1'] });

export const control = style({
  inlineSize: '100%',
  minBlockSize: '2.5rem',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { backgroundColor: vars.color.surfaceAlt, cursor: 'not-allowed' },
  },
  '@media': { [touch]: { minBlockSize: tapSize } },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

// The label is the checkbox's tap area too: as tall as a finger, across the row.
export const checkboxLabel = style([
  label,
  {
    cursor: 'pointer',
    '@media': {
      [touch]: { display: 'flex', alignItems: 'center', flexGrow: 1, minBlockSize: tapSize },
    },
  },
]);
