import { style } from '@vanilla-extract/css';
import { phone } from '../../../ui/breakpoints';
import { vars } from '../../../ui/theme.css';

// Height of the phone's bottom navigation: the page keeps that much room free below its content.
const NAV = '3.75rem';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  background: vars.color.primary,
  color: vars.color.primaryText,
  '@media': {
    [phone]: { flexWrap: 'nowrap', gap: vars.space['1'], paddingInline: vars.space['2'] },
  },
});

// On phones the sections sit at the bottom, in reach of the thumb, and never wrap the bar.
export const nav = style({
  '@media': {
    [phone]: {
      position: 'fixed',
      insetInline: 0,
      insetBlockEnd: 0,
      zIndex: vars.zIndex.sticky,
      background: vars.color.surface,
      borderBlockStart: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.md,
      paddingBlockEnd: 'env(safe-area-inset-bottom)',
    },
  },
});

export const menu = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [phone]: { flexWrap: 'nowrap', justifyContent: 'space-around', gap: 0, blockSize: NAV },
  },
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
  '@media': {
    [phone]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '0.125rem',
      blockSize: '100%',
      justifyContent: 'center',
      paddingInline: vars.space['2'],
      borderRadius: 0,
      fontSize: vars.fontSize.xs,
      color: vars.color.muted,
      selectors: {
        '&:hover': { background: vars.color.surfaceAlt },
        '&[aria-current="page"]': {
          background: 'transparent',
          color: vars.color.primary,
          fontWeight: vars.fontWeight.bold,
          boxShadow: `inset 0 3px 0 ${vars.color.primary}`,
        },
        '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
      },
    },
  },
});

export const icon = style({ display: 'none', '@media': { [phone]: { display: 'block' } } });

export const label = style({ whiteSpace: 'nowrap' });

export const desktopOnly = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  '@media': { [phone]: { display: 'none' } },
});

export const phoneOnly = style({ display: 'none', '@media': { [phone]: { display: 'flex' } } });

export const accountName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  maxInlineSize: '16rem',
  fontWeight: vars.fontWeight.bold,
  '@media': { [phone]: { maxInlineSize: '60vw' } },
});

export const ellipsis = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

// Off screen until focused: the first Tab of the page shows it.
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space['2'],
  insetBlockStart: vars.space['2'],
  zIndex: vars.zIndex.toast,
  padding: vars.space['2'],
  background: vars.color.surface,
  color: vars.color.primary,
  borderRadius: vars.radius.md,
  transform: 'translateY(-300%)',
  selectors: {
    '&:focus': { transform: 'none', outline: `3px solid ${vars.color.focus}` },
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
  // The bottom navigation says where the user is; a phone has no room to say it twice.
  '@media': { [phone]: { display: 'none' } },
});

export const crumbLink = style({
  color: vars.color.primary,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  selectors: { '&:focus': { outline: 'none' } },
});

export const page = style({
  minBlockSize: '100vh',
  display: 'flex',
  '@media': { [phone]: { minBlockSize: '100dvh', paddingBlockEnd: NAV } },
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
