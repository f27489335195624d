import type { CSSProperties } from 'react';
import { vars } from '../../../ui/theme.css';

// Inline style objects over the theme's variables, not a stylesheet: every lazy stylesheet is
// named in the first screen's bundle, which has no byte to spare. Logical properties only.

export const avatar = (size: number): CSSProperties => ({
  inlineSize: size,
  blockSize: size,
  borderRadius: '50%',
  objectFit: 'cover',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  fontSize: size / 2.5,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.surfaceAlt,
  color: vars.color.primary,
});

export const pictureRow: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['4'],
};

export const stack: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minInlineSize: 0,
};

export const links: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
};

/** A fact's value: a long e-mail breaks instead of widening the page past a phone's screen. */
export const factValue: CSSProperties = { minInlineSize: 0, overflowWrap: 'anywhere' };
