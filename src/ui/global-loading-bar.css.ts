import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

// Animating a logical offset (not translateX) makes the stripe run the reading way in RTL too.
const slide = keyframes({
  from: { insetInlineStart: '-40%' },
  to: { insetInlineStart: '100%' },
});

export const bar = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  blockSize: '3px',
  overflow: 'hidden',
  zIndex: vars.zIndex.loadingBar,
  backgroundColor: 'transparent',
  pointerEvents: 'none',
});

// An indeterminate stripe: we never know how far along a request is.
export const stripe = style({
  position: 'absolute',
  insetBlockStart: 0,
  inlineSize: '40%',
  blockSize: '100%',
  backgroundColor: vars.color.primary,
  animation: `${slide} 1.2s ease-in-out infinite`,
});
