import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

/** An alarm the tracker raised: in words, on the danger colour (white on it passes AA). */
export const alarm = style({
  display: 'inline-flex',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: '#ffffff',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
