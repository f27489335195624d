import type { CSSProperties } from 'react';
import { vars } from '../../../ui/theme.css';

// Inline styles over the theme (no lazy stylesheet: each one's name lands in the first screen).
// Logical properties only (RTL).

export const page: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  inlineSize: '100%',
  maxInlineSize: '72rem',
  marginInline: 'auto',
  padding: vars.space['4'],
  boxSizing: 'border-box',
  minInlineSize: 0,
};

export const title: CSSProperties = { margin: 0, fontSize: vars.fontSize.xl };

export const phone: CSSProperties = {
  display: 'block',
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
};

export const section: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  marginBlockEnd: vars.space['4'],
};

export const subtitle: CSSProperties = { margin: 0, fontSize: vars.fontSize.md };

export const facts: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
};

export const term: CSSProperties = { color: vars.color.muted };

export const definition: CSSProperties = { margin: 0 };

export const number: CSSProperties = { textAlign: 'end', whiteSpace: 'nowrap' };

export const error: CSSProperties = {
  color: vars.color.danger,
  margin: 0,
};

export const actions: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  justifyContent: 'flex-end',
};
