import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', minBlockSize: '100dvh' });

export const content = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: '1200px',
  marginInline: 'auto',
  paddingBlock: vars.space['5'],
  paddingInline: vars.space['4'],
});

export const accountCard = style({
  inlineSize: '100%',
  maxInlineSize: '480px',
  marginInline: 'auto',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const warning = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: '#fff4e5',
  color: vars.color.text,
  borderInlineStart: `4px solid ${vars.color.warning}`,
});
