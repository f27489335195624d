import { style } from '@vanilla-extract/css';
import { tapLink, touch } from '../../../ui/breakpoints';
import { vars } from '../../../ui/theme.css';

export const title = style({ marginBlock: `0 ${vars.space['4']}`, fontSize: vars.fontSize.xl });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginBlockStart: vars.space['4'],
  fontSize: vars.fontSize.sm,
});

export const link = style({ color: vars.color.primary, '@media': { [touch]: tapLink } });

export const notice = style({
  marginBlock: `0 ${vars.space['4']}`,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  borderInlineStart: `4px solid ${vars.color.success}`,
});

export const tenantBox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginBlockEnd: vars.space['4'],
  paddingBlockEnd: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const tenantLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const linkButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  '@media': { [touch]: tapLink },
});

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'] });

export const wayIn = style({
  marginBlockStart: vars.space['6'],
  paddingBlockStart: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const subtitle = style({ marginBlock: `0 ${vars.space['2']}`, fontSize: vars.fontSize.lg });
