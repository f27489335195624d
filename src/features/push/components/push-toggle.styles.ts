import type { CSSProperties } from 'react';
import { vars } from '../../../ui/theme.css';

// Inline style objects over the theme's variables, not a stylesheet: every lazy stylesheet's name
// lands in the first screen's bundle. Logical properties only (Arabic is right to left).

export const box: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
};

export const text: CSSProperties = { margin: 0, overflowWrap: 'anywhere' };

export const button: CSSProperties = { alignSelf: 'flex-start', minBlockSize: '2.75rem' };

export const problem: CSSProperties = { ...text, color: vars.color.danger };
