import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { focusRing, rules } from '../../ui/page.css';

// The saved-alerts tab and the add-alert wizard, phone first: 44 px touch targets, rows that
// wrap, logical properties only (Arabic is right to left). One stylesheet for both: each lazy
// stylesheet is named in the first screen's bundle (its route's preload list).

// --- The saved-alerts tab.

export const inlineRow = style({ ...rules.row, gap: vars.space['2'] });

export const title = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const date = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  fontWeight: vars.fontWeight.normal,
});

/** Active or Inactive, in words and colour (spec part 2 §2 "a status badge"). */
export const badge = styleVariants(
  { on: ['#e6f4ea', '#1e5c22'], off: [vars.color.surfaceAlt, vars.color.muted] },
  ([background, color]) => ({
    display: 'inline-flex',
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.full,
    background,
    color,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
  }),
);

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const facts = style({ ...rules.facts, gridTemplateColumns: 'max-content minmax(0, 1fr)' });

export const term = style({ color: vars.color.muted });

export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

export const menuButton = style({
  minInlineSize: '2.75rem',
  minBlockSize: '2.75rem',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { background: vars.color.surfaceAlt },
    '&:focus-visible': focusRing,
  },
});

export const menu = style({
  minInlineSize: '14rem',
  padding: vars.space['1'],
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.dropdown,
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: '2.75rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': {
      background: vars.color.surfaceAlt,
      outline: `2px solid ${vars.color.focus}`,
    },
    '&[data-disabled]': { color: vars.color.muted, cursor: 'default' },
  },
});

export const danger = style({ color: vars.color.danger });

export const separator = style({
  blockSize: '1px',
  marginBlock: vars.space['1'],
  background: vars.color.border,
});

export const check = style({ inlineSize: '1rem', flexShrink: 0 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const item = style({
  ...rules.tile,
  flexWrap: 'wrap',
  alignItems: 'center',
  minBlockSize: '3rem',
});

export const grow = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.muted });

export const target = style({
  minBlockSize: '2.75rem',
  selectors: { '&:focus-visible': focusRing },
});

export { header, linkButton, pending } from '../../ui/manage.css';

// --- The wizard.

export const form = style({ ...rules.card, maxInlineSize: '48rem', gap: vars.space['4'] });

export const stepTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  selectors: { '&:focus-visible': focusRing },
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const fieldLabel = style({
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const fieldset = style({
  ...rules.bareFieldset,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: '2.75rem',
  cursor: 'pointer',
});

export const box = style({
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  flexShrink: 0,
  accentColor: vars.color.primary,
  selectors: { '&:focus-visible': focusRing },
});

export const timeRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  columnGap: vars.space['3'],
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

/** A day: outlined when off, filled (and aria-pressed) when on. */
export const chip = style({
  minBlockSize: '2.75rem',
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
    '&:focus-visible': focusRing,
  },
});

// The gauge's three colours (spec part 2 §5), dark enough for text on white (WCAG AA).
const LEVEL_COLORS = { green: '#2e7d32', orange: '#b35c00', red: '#c62828' } as const;

export const gauge = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const gaugeReading = style({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['2'],
});

export const gaugeValue = styleVariants(LEVEL_COLORS, (color) => ({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color,
}));

export const gaugeLevel = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const gaugeRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const gaugeRange = styleVariants(LEVEL_COLORS, (color) => ({
  flex: 1,
  minInlineSize: 0,
  blockSize: '2.75rem',
  accentColor: color,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
}));

export const actions = style(rules.actions);

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});
