import type { CSSProperties } from 'react';
import { vars } from '../../../ui/theme.css';

// Inline style objects over the theme's variables, not a stylesheet: every lazy stylesheet is
// named in the first screen's bundle, which has no byte to spare. Logical properties only (RTL).

export const frame: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['3'],
  minInlineSize: 0,
};

/** The table scrolls sideways inside this box on a phone; the page itself never does. */
export const scroller: CSSProperties = { overflowX: 'auto', maxInlineSize: '100%' };

export const table: CSSProperties = {
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
};

export const caption: CSSProperties = {
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  paddingBlockEnd: vars.space['2'],
};

export const th: CSSProperties = {
  textAlign: 'start',
  whiteSpace: 'nowrap',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderBlockEnd: `2px solid ${vars.color.border}`,
};

export const td: CSSProperties = {
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
};

export const sortButton: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  // A finger's 44 px (issue 28), reaching over the header's block padding: the row stays 44 px.
  minBlockSize: '2.75rem',
  marginBlock: `calc(-1 * ${vars.space['2']})`,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  cursor: 'pointer',
};

export const rowActions: CSSProperties = {
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space['2'],
};

export const footer: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
};

export const inlineRow: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
};

// Every field and button here is a finger's 44 px tall (issue 28); inline styles have no media
// queries, so on a desktop too.
export const select: CSSProperties = {
  minBlockSize: '2.75rem',
  font: 'inherit',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
};

export const search: CSSProperties = {
  ...select,
  paddingBlock: vars.space['2'],
  minInlineSize: '12rem',
  flex: '1 1 12rem',
  maxInlineSize: '24rem',
};

export const muted: CSSProperties = { color: vars.color.muted };

/** A small label beside a name ("Default", "Static"). */
export const badge: CSSProperties = {
  display: 'inline-block',
  marginInlineStart: vars.space['2'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
};
