import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

// Shared by the feature's pages and dialogs; logical properties only (Arabic is right-to-left).

export const page = style({
  minBlockSize: '100vh',
  background: vars.color.surfaceAlt,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, marginInlineEnd: 'auto' });

export const content = style({
  maxInlineSize: '72rem',
  marginInline: 'auto',
  padding: vars.space['4'],
});

export const link = style({
  color: vars.color.primary,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, margin: 0 });

export const notice = style({
  marginBlockEnd: vars.space['4'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.surface,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'start',
  gap: vars.space['3'],
  padding: vars.space['5'],
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const price = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});
export const priceUnit = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.normal,
  color: vars.color.muted,
});

export const featureList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  flex: 1,
});

export const feature = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
export const featureOff = style([feature, { color: vars.color.muted }]);
export const tick = style({ color: vars.color.success, flexShrink: 0 });
export const cross = style({ color: vars.color.danger, flexShrink: 0 });
