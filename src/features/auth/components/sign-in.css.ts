import { style } from '@vanilla-extract/css';
import { tapLink, touch } from '../../../ui/breakpoints';
import { vars } from '../../../ui/theme.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
  background: vars.color.surfaceAlt,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  background: vars.color.primary,
  color: vars.color.primaryText,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const logo = style({ blockSize: '32px', inlineSize: 'auto' });

export const card = style({
  inlineSize: '100%',
  maxInlineSize: '480px',
  marginBlock: vars.space['6'],
  marginInline: 'auto',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const title = style({ marginBlock: `0 ${vars.space['4']}`, fontSize: vars.fontSize.xxl });

export const stepTitle = style({
  marginBlock: `${vars.space['5']} ${vars.space['2']}`,
  fontSize: vars.fontSize.lg,
  outline: 'none',
});

export const lead = style({ marginBlock: `0 ${vars.space['4']}`, color: vars.color.muted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginBlockStart: vars.space['2'],
});

export const resend = style({ marginBlockStart: vars.space['4'], fontSize: vars.fontSize.sm });

export const linkButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:disabled': { color: vars.color.muted, cursor: 'not-allowed' } },
  '@media': { [touch]: tapLink },
});

export const countdown = style({ display: 'block', color: vars.color.muted });
