import type { CSSProperties } from 'react';
import { vars } from '../../../ui/theme.css';

// Inline styles over the theme (no lazy stylesheet: its name would land in the first screen).

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

export const form: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
};

export const buttons: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
};

export const alert: CSSProperties = {
  margin: 0,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderInlineStart: `4px solid ${vars.color.danger}`,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
};

export const muted: CSSProperties = { color: vars.color.muted, fontSize: vars.fontSize.xs };
