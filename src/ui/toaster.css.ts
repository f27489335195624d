import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const slideIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  inlineSize: '380px',
  maxInlineSize: '100vw',
  margin: 0,
  padding: vars.space['4'],
  listStyle: 'none',
  outline: 'none',
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  borderInlineStartWidth: '4px',
  borderInlineStartStyle: 'solid',
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.fast} ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ease-in` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': {
      transform: 'translateX(0)',
      transition: 'transform 200ms ease-out',
    },
  },
});

export const kind = styleVariants({
  error: { borderInlineStartColor: vars.color.danger },
  warning: { borderInlineStartColor: vars.color.warning },
  success: { borderInlineStartColor: vars.color.success },
  info: { borderInlineStartColor: vars.color.info },
});

export const text = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const title = style({ fontWeight: vars.fontWeight.bold });

export const message = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
