import { style, styleVariants } from '@vanilla-extract/css';
import { tapBox, touch } from './breakpoints';
import { vars } from './theme.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  borderRadius: vars.radius.md,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'transparent',
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
  // Every size and the icon buttons: the padding stays, the box grows to a finger's 44 px.
  '@media': { [touch]: tapBox },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.primaryText,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover } },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceAlt } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceAlt } },
  },
  danger: {
    backgroundColor: vars.color.danger,
    color: vars.color.primaryText,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.dangerHover } },
  },
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.sm, paddingBlock: vars.space['1'], paddingInline: vars.space['3'] },
  md: { fontSize: vars.fontSize.md, paddingBlock: vars.space['2'], paddingInline: vars.space['4'] },
  lg: { fontSize: vars.fontSize.lg, paddingBlock: vars.space['3'], paddingInline: vars.space['5'] },
});

export const iconSize = styleVariants({
  sm: { inlineSize: '2rem', blockSize: '2rem', padding: 0 },
  md: { inlineSize: '2.5rem', blockSize: '2.5rem', padding: 0 },
  lg: { inlineSize: '3rem', blockSize: '3rem', padding: 0 },
});

export const fullWidth = style({ inlineSize: '100%' });
