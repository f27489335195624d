import type { CSSProperties } from 'react';

// Inline styles: a new stylesheet's file name would land in the first screen's bundle.

export const bar: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem',
  marginBlock: '0.5rem',
};
// 44 px tall: the thumb is a finger's target, not just the thin track.
export const slider: CSSProperties = { flex: '1 1 12rem', minInlineSize: 0, blockSize: '2.75rem' };
export const readout: CSSProperties = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' };
export const sparkline: CSSProperties = {
  display: 'block',
  inlineSize: '100%',
  blockSize: '44px',
  color: '#1565c0',
  cursor: 'pointer',
  touchAction: 'none',
};
export const rates: CSSProperties = { display: 'inline-flex', gap: '0.25rem' };
