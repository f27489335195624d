import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

// The overlay also centres the dialog (a grid), so no physical left/right offsets are needed.
export const overlay = style({
  position: 'fixed',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  overflowY: 'auto',
  padding: vars.space['4'],
  backgroundColor: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.duration.fast} ease-out`,
});

export const content = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  maxInlineSize: 'calc(100vw - 2rem)',
  maxBlockSize: 'calc(100dvh - 2rem)',
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${popIn} ${vars.duration.fast} ease-out`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const width = styleVariants({
  sm: { inlineSize: '400px' },
  md: { inlineSize: '560px' },
  lg: { inlineSize: '800px' },
  xl: { inlineSize: '1140px' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['5'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const description = style({
  margin: 0,
  paddingBlockStart: vars.space['3'],
  paddingInline: vars.space['5'],
  color: vars.color.muted,
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['5'],
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['5'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});
