import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['7'],
  textAlign: 'center',
});

export const bigIcon = style({
  fontSize: '4rem',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  lineHeight: 1,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const lead = style({ margin: 0, color: vars.color.muted, maxInlineSize: '40rem' });

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginBlockEnd: vars.space['4'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  borderInlineStart: `4px solid ${vars.color.warning}`,
});

export const floating = style({
  position: 'fixed',
  insetBlockEnd: vars.space['4'],
  insetInlineStart: vars.space['4'],
  zIndex: vars.zIndex.toast,
  maxInlineSize: 'calc(100vw - 2rem)',
  boxShadow: vars.shadow.lg,
  background: vars.color.surface,
});
