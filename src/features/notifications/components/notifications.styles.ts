import type { CSSProperties } from 'react';
import { vars } from '../../../ui/theme.css';

// The notifications screen's few styles as inline style objects over the theme's variables, not a
// stylesheet of its own: every lazy stylesheet is named in the first screen's bundle (its route's
// preload list), which has no byte to spare. Logical properties only (Arabic is right to left).

export const list: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
};

/** A notification that opens its vehicle: the whole card is the link (a big target). */
export const linkCard: CSSProperties = {
  flexDirection: 'row',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  color: 'inherit',
  textDecoration: 'none',
};

export const linkText: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  flex: 1,
  minInlineSize: 0,
};

/** Points where the link goes, toward the inline end (“›” is a mirrored glyph: “‹” in Arabic). */
export const chevron: CSSProperties = { fontSize: vars.fontSize.xl, color: vars.color.primary };

export const text: CSSProperties = { margin: 0, overflowWrap: 'anywhere' };

export const meta: CSSProperties = {
  ...text,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
};

/** Says how many arrived while the screen was open; empty (and of no height) before. */
export const arrivals: CSSProperties = {
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.info,
};

export const more: CSSProperties = { alignSelf: 'center', minBlockSize: '2.75rem' };
