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

/** Groups beside the features; stacked on a phone. */
export const layout = (stacked: boolean): CSSProperties => ({
  display: 'flex',
  flexDirection: stacked ? 'column' : 'row',
  gap: vars.space['4'],
  minBlockSize: stacked ? undefined : '16rem',
});

export const groups = (stacked: boolean): CSSProperties => ({
  display: 'flex',
  flexDirection: stacked ? 'row' : 'column',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  flex: stacked ? undefined : '0 0 12rem',
});

// Buttons, labels and fields are a finger's 44 px tall (issue 28), on a desktop too (inline styles).
export const group = (selected: boolean): CSSProperties => ({
  inlineSize: '100%',
  minBlockSize: '2.75rem',
  textAlign: 'start',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  border: `1px solid ${selected ? vars.color.primary : vars.color.border}`,
  borderRadius: vars.radius.md,
  background: selected ? vars.color.surfaceAlt : 'transparent',
  color: vars.color.text,
  fontWeight: selected ? 600 : 400,
  cursor: 'pointer',
  font: 'inherit',
});

export const features: CSSProperties = {
  flex: '1 1 auto',
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
};

/** 20 px per level (spec §9), on the logical start side so it flips in Arabic. */
export const row = (depth: number): CSSProperties => ({
  paddingInlineStart: `${depth * 20}px`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const inline: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  gap: vars.space['2'],
};

export const input: CSSProperties = {
  minBlockSize: '2.75rem',
  font: 'inherit',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  maxInlineSize: '20rem',
};

export const muted: CSSProperties = { color: vars.color.muted, fontSize: vars.fontSize.sm };

export const buttons: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
};

export const end: CSSProperties = { display: 'flex', gap: vars.space['2'] };

export const alert: CSSProperties = { margin: 0, color: vars.color.danger };
