import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderBlockStartColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  verticalAlign: 'middle',
});

export const size = styleVariants({
  sm: { inlineSize: '1em', blockSize: '1em', borderWidth: '2px' },
  md: { inlineSize: '1.5rem', blockSize: '1.5rem', borderWidth: '3px' },
  lg: { inlineSize: '2.5rem', blockSize: '2.5rem', borderWidth: '4px' },
});
