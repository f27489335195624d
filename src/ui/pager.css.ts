import { style } from '@vanilla-extract/css';
import { rules } from './page.css';

export const pager = style({ ...rules.row, justifyContent: 'center' });
