import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

// The create screen's layout; logical properties only (Arabic is right-to-left).

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  marginBlockStart: vars.space['4'],
  padding: vars.space['4'],
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
});

export const stepHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  selectors: { '&:focus': { outline: 'none' } },
});

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const legend = style({
  fontWeight: vars.fontWeight.medium,
  marginBlockEnd: vars.space['2'],
});

export const grid = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  cursor: 'pointer',
});

export const typeOption = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}` },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'end',
  gap: vars.space['2'],
  marginBlockStart: vars.space['4'],
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const alert = style({
  margin: 0,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderInlineStart: `4px solid ${vars.color.danger}`,
  background: vars.color.surfaceAlt,
  color: vars.color.danger,
});

export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
