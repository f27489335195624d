import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

// Shown outside every layout: it keeps its own distance from the screen's edges.
export const page = style({ paddingInline: vars.space['4'] });
