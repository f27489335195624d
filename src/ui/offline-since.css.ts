import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const banner = style({
  marginBlockEnd: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: '#fff4e5',
  color: vars.color.text,
  borderInlineStart: `4px solid ${vars.color.warning}`,
});
