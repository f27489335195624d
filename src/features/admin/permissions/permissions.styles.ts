import type { CSSProperties } from 'react';
import { vars } from '../../../ui/theme.css';

// Inline styles (no lazy stylesheet: its name would land in the first screen). Logical only.

export const layout: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  alignItems: 'flex-start',
};

/** The group tabs: a column beside the permissions, a full-width list above them on a phone. */
export const tabList: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  flex: '1 1 12rem',
  maxInlineSize: '100%',
};

export const tab = (selected: boolean): CSSProperties => ({
  minBlockSize: '2.75rem',
  textAlign: 'start',
  font: 'inherit',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  border: `1px solid ${selected ? vars.color.primary : vars.color.border}`,
  borderRadius: vars.radius.md,
  background: selected ? vars.color.primary : vars.color.surface,
  color: selected ? vars.color.primaryText : vars.color.text,
  cursor: 'pointer',
});

export const panel: CSSProperties = {
  flex: '3 1 18rem',
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
};

export const check = (depth: number): CSSProperties => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  paddingInlineStart: depth * 20,
});

export const box: CSSProperties = { inlineSize: '1.1rem', blockSize: '1.1rem', margin: 0 };

/** A checkbox's label is its tap area too: a finger's 44 px tall (issue 28). */
export const label: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
};

export const separator: CSSProperties = {
  borderBlockEnd: `1px solid ${vars.color.border}`,
  paddingBlockEnd: vars.space['2'],
  fontWeight: vars.fontWeight.bold,
};

export const provider: CSSProperties = { color: vars.color.muted, fontSize: vars.fontSize.xs };

export const footer: CSSProperties = {
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
};
