import type { CSSProperties } from 'react';
import { vars } from '../../../ui/theme.css';

// Inline styles over the theme, as the rest of the admin area (no lazy stylesheet of its own).

export const column: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  paddingBlock: vars.space['4'],
  minInlineSize: 0,
};

export const section: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minInlineSize: 0,
};

export const legend: CSSProperties = {
  paddingInline: vars.space['2'],
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
};

export const heading: CSSProperties = { margin: 0, fontSize: vars.fontSize.lg };

export const note: CSSProperties = { margin: 0, color: vars.color.muted };

/** Fields side by side where there is room, one under the other on a phone. */
export const fields: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space['3'],
};

export const actions: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] };

export const alert: CSSProperties = { margin: 0, color: vars.color.danger };

export const facts: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
};

export const term: CSSProperties = { fontWeight: 600 };
export const definition: CSSProperties = { margin: 0 };

export const tableBox: CSSProperties = { overflowX: 'auto', maxInlineSize: '100%' };

export const table: CSSProperties = { borderCollapse: 'collapse', inlineSize: '100%' };

export const cell: CSSProperties = {
  textAlign: 'start',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['2'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
};
