import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

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
  gap: vars.space['2'],
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const cardTop = style({ display: 'flex', alignItems: 'start', gap: vars.space['2'] });

/** The card's main control: the whole name area chooses the account. */
export const choose = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'start',
  gap: vars.space['1'],
  padding: vars.space['2'],
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'progress', opacity: 0.7 },
  },
});

export const name = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const badge = style({
  display: 'inline-block',
  paddingBlock: '0.1rem',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  paddingBlockStart: vars.space['2'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const link = style({
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const headerLink = style([
  link,
  {
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    border: `1px solid ${vars.color.primary}`,
    borderRadius: vars.radius.md,
    textDecoration: 'none',
  },
]);

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'start',
  gap: vars.space['3'],
  padding: vars.space['5'],
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
});

export const factRow = style({ display: 'contents' });
export const factValue = style({ margin: 0 });
