import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export { pending } from '../../../ui/manage.css';

export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});
