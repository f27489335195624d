import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  background: vars.color.primary,
  color: vars.color.primaryText,
});

export const menu = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginInlineStart: 'auto',
});

export const item = style({
  display: 'inline-block',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    // Darker, not lighter, than the bar: white text keeps its 4.5:1 contrast (WCAG 1.4.3).
    '&:hover': { background: 'rgba(0, 0, 0, 0.15)' },
    '&[aria-current="page"]': {
      background: 'rgba(0, 0, 0, 0.3)',
      boxShadow: `inset 0 -3px 0 ${vars.color.primaryText}`,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.primaryText}`, outlineOffset: '-3px' },
  },
});

export const crumbs = style({
  display: 'flex',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const crumbLink = style({
  color: vars.color.primary,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const content = style({ flex: 1, display: 'flex', flexDirection: 'column' });

export const page = style({
  minBlockSize: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceAlt,
  color: vars.color.text,
});

export const slot = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '20rem',
});

export const notice = style({ padding: vars.space['5'], textAlign: 'center' });
