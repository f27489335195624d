import { globalStyle, style } from '@vanilla-extract/css';
import { tapSize } from '../ui/breakpoints';
import { vars } from '../ui/theme.css';
import { frame } from './frame.css';

export const root = style([frame]);

export const viewport = style({
  position: 'absolute',
  inset: 0,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

// OpenLayers places its controls with left/right; these logical overrides mirror them in RTL.
// The rotate button goes under the zoom buttons, leaving the inline-end corner to the toggle.
const gap = '0.5em';
globalStyle(`${root} .ol-zoom`, { insetBlockStart: gap, insetInline: `${gap} auto` });
globalStyle(`${root} .ol-rotate`, { insetBlockStart: '6.5em', insetInline: `${gap} auto` });
// A finger's 44 px on every screen, not OpenLayers' 33 (touch) or 22 (mouse): the map's controls
// are what a phone or tablet user taps most. The viewport class outranks ol.css's `.ol-touch` rule.
globalStyle(`${root} .ol-viewport .ol-control button`, {
  inlineSize: tapSize,
  blockSize: tapSize,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
});
globalStyle(`${root} .ol-attribution`, {
  insetBlockEnd: gap,
  insetInline: `auto ${gap}`,
  textAlign: 'end',
});

export const toggle = style({
  position: 'absolute',
  insetBlockStart: vars.space['2'],
  insetInlineEnd: vars.space['2'],
  zIndex: 1,
  display: 'flex',
  boxShadow: vars.shadow.sm,
  borderRadius: vars.radius.md,
});

export const toggleButton = style({
  minBlockSize: tapSize,
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: {
    '&:first-child': {
      borderStartStartRadius: vars.radius.md,
      borderEndStartRadius: vars.radius.md,
    },
    '&:last-child': {
      borderStartEndRadius: vars.radius.md,
      borderEndEndRadius: vars.radius.md,
      borderInlineStartWidth: 0,
    },
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** No tiles: a light land-like background under the outlines instead of blank grey. */
export const noTiles = style({ backgroundColor: '#f3f1ea' });

export const tilesNotice = style({
  // Below the legend's button, clear of the zoom buttons at the inline start.
  position: 'absolute',
  insetBlockStart: '8.5em',
  insetInlineStart: '4em',
  insetInlineEnd: '0.5em',
  zIndex: 1,
  marginBlock: 0,
  marginInline: 'auto',
  maxInlineSize: 'max-content',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  fontSize: vars.fontSize.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
});
