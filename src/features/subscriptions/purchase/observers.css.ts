import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

// The observer list dialog of the renewal form; logical properties only (Arabic is right-to-left).

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

const cell = {
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['2'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
} as const;

export const head = style({ ...cell, fontWeight: vars.fontWeight.bold });
export const data = style(cell);

/** A row the renewal will remove: struck through, still readable. */
export const removed = style({ textDecoration: 'line-through', color: vars.color.muted });

export const empty = style({ margin: 0, color: vars.color.muted });
