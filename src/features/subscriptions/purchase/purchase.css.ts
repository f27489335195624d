import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

// The account purchase forms; logical properties only (Arabic is right-to-left).

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  maxInlineSize: '48rem',
  padding: vars.space['4'],
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
});

export const fact = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  border: 0,
});

export const sectionTitle = style({
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const warning = style({
  margin: 0,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.surfaceAlt,
});

export const link = style({
  color: vars.color.primary,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
