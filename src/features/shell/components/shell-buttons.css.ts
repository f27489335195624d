import { style } from '@vanilla-extract/css';
import { tapBox, touch } from '../../../ui/breakpoints';
import { vars } from '../../../ui/theme.css';

/** A link that looks like the primary button (links must stay links for navigation). */
export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.primaryHover } },
  '@media': { [touch]: tapBox },
});
