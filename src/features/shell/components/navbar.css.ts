import { style } from '@vanilla-extract/css';
import { tapBox, touch } from '../../../ui/breakpoints';
import { vars } from '../../../ui/theme.css';

// Below 992 px the menu folds behind a toggle (spec part 1 §9).
const small = 'screen and (max-width: 991.98px)';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  background: vars.color.primary,
  color: vars.color.primaryText,
  boxShadow: vars.shadow.sm,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
  '@media': { [touch]: tapBox },
});

export const logo = style({ blockSize: '32px', inlineSize: 'auto' });

export const collapse = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  gap: vars.space['3'],
  '@media': {
    [small]: { flexBasis: '100%', flexDirection: 'column', alignItems: 'stretch' },
  },
});

export const collapsed = style({ '@media': { [small]: { display: 'none' } } });

export const menu = style({
  display: 'flex',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [small]: { flexDirection: 'column' } },
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginInlineStart: 'auto',
  '@media': { [small]: { marginInlineStart: 0 } },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { background: 'rgba(255, 255, 255, 0.16)' },
  },
  // Sizes only: `toggle` below decides this class's display.
  '@media': { [touch]: tapBox },
});

// Declared after navLink so its `display` wins over the link's for the same specificity.
export const toggle = style({
  display: 'none',
  marginInlineStart: 'auto',
  '@media': { [small]: { display: 'inline-flex' } },
});

export const activeLink = style({ background: 'rgba(255, 255, 255, 0.16)' });

export const dropdown = style({
  minInlineSize: '210px',
  padding: vars.space['1'],
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.dropdown,
});

export const dropdownItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-highlighted]': { background: vars.color.surfaceAlt } },
  '@media': { [touch]: tapBox },
});

// The submenu arrow points toward where the submenu opens, so it flips in right-to-left pages.
export const subArrow = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
