import type { CSSProperties } from 'react';
import { vars } from '../../../ui/theme.css';

// Inline styles: a new stylesheet's file name would land in the first screen's bundle.

export const scroller: CSSProperties = { overflowX: 'auto', maxInlineSize: '100%' };
export const table: CSSProperties = {
  borderCollapse: 'collapse',
  minInlineSize: '100%',
  fontSize: '0.9rem',
};
export const caption: CSSProperties = {
  textAlign: 'start',
  fontWeight: 600,
  paddingBlockEnd: '0.5rem',
};
export const th: CSSProperties = {
  textAlign: 'start',
  whiteSpace: 'nowrap',
  paddingBlock: '0.4rem',
  paddingInline: '0.5rem',
  borderBlockEnd: `2px solid ${vars.color.border}`,
};
export const td: CSSProperties = {
  whiteSpace: 'nowrap',
  paddingBlock: '0.4rem',
  paddingInline: '0.5rem',
  borderBlockEnd: `1px solid ${vars.color.border}`,
};
export const controls: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
  alignItems: 'flex-end',
  marginBlockEnd: '1rem',
};
