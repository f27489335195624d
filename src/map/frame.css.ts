import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

// Shared by the placeholder and the map so nothing jumps when the map chunk arrives.
export const frame = style({
  position: 'relative',
  inlineSize: '100%',
  blockSize: '100%',
  minBlockSize: '16rem',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceAlt,
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
