import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

const open = keyframes({
  from: { blockSize: 0 },
  to: { blockSize: 'var(--radix-accordion-content-height)' },
});
const close = keyframes({
  from: { blockSize: 'var(--radix-accordion-content-height)' },
  to: { blockSize: 0 },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

export const header = style({ display: 'flex', alignItems: 'center' });

export const heading = style({ flex: 1, display: 'flex', margin: 0 });

export const trigger = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  border: 'none',
  background: 'none',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceAlt } },
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.duration.accordion} ease`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingInlineEnd: vars.space['2'],
});

export const content = style({
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${vars.duration.accordion} ease-out` },
    '&[data-state="closed"]': { animation: `${close} ${vars.duration.accordion} ease-out` },
  },
});

export const contentInner = style({
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});
