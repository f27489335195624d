import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

// The observer list dialog of the renewal form (its table uses the bill table's styles).

/** A row the renewal will remove: struck through, still readable. */
export const removed = style({ textDecoration: 'line-through', color: vars.color.muted });

export const empty = style({ margin: 0, color: vars.color.muted });
