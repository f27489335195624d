import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { tapLink, touch } from './breakpoints';
import { vars } from './theme.css';

// The page shell and building blocks that several feature screens share, kept here (not in one
// feature) because features may not import each other. Logical properties only (Arabic is RTL).
//
// A feature that only adds properties composes the class: `style([card, { … }])`. One that
// changes a property spreads the rule instead, `style({ ...rules.card, gap: … })`: the build
// puts this file's CSS in a chunk of its own, which may be linked after the feature's, so an
// override made by a second class could lose.

export const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' };

export const rules = {
  /** A wrapping row of items centred on one line: toolbars, form rows, the page header. */
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] },
  actions: { display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    padding: vars.space['4'],
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
  /** A smaller, flat card for items inside a list or a side panel. */
  tile: {
    display: 'flex',
    gap: vars.space['2'],
    padding: vars.space['3'],
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  },
  /** Label/value pairs in two columns (a `dl`). */
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: vars.space['4'],
    rowGap: vars.space['1'],
    margin: 0,
  },
  /** A short warning set off by a coloured bar at the start edge. */
  callout: {
    margin: 0,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    borderInlineStart: `4px solid ${vars.color.warning}`,
    background: vars.color.surfaceAlt,
  },
  /** A fieldset that only groups (no frame); the feature lays its controls out. */
  bareFieldset: { margin: 0, padding: 0, border: 0 },
  legend: {
    padding: 0,
    marginBlockEnd: vars.space['2'],
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  },
} satisfies Record<string, StyleRule>;

export const row = style(rules.row);
export const actions = style(rules.actions);
export const card = style(rules.card);
export const tile = style(rules.tile);
export const facts = style(rules.facts);
export const callout = style(rules.callout);
export const bareFieldset = style(rules.bareFieldset);
export const legend = style(rules.legend);

export const page = style({
  minBlockSize: '100vh',
  background: vars.color.surfaceAlt,
  color: vars.color.text,
});

export const header = style([
  row,
  {
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['4'],
    background: vars.color.surface,
    borderBlockEnd: `1px solid ${vars.color.border}`,
  },
]);

// The end margin pushes the header's links and buttons to the far end.
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, marginInlineEnd: 'auto' });

export const content = style({
  maxInlineSize: '72rem',
  marginInline: 'auto',
  padding: vars.space['4'],
});

export const link = style({
  color: vars.color.primary,
  selectors: { '&:focus-visible': focusRing },
  '@media': { [touch]: tapLink },
});

// A plain link standing as a control in an action row or a toolbar (a card's "History", a
// screen's "Back to the map") is a finger's 44 px too.
globalStyle(`${actions} > a, ${row} > a`, { '@media': { [touch]: tapLink } });

/** A list without bullets or indent; the feature decides how its items are laid out. */
export const bareList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const cardGrid = style([
  bareList,
  {
    display: 'grid',
    gap: vars.space['4'],
    gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  },
]);

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/** A white block on the grey page that holds a form or a step. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space['4'],
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'start',
  gap: vars.space['3'],
  padding: vars.space['5'],
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
});

/** A /main screen that is not the map: a centred column of header, lists and forms. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  inlineSize: '100%',
  maxInlineSize: '72rem',
  marginInline: 'auto',
  padding: vars.space['4'],
  boxSizing: 'border-box',
});

export const screenTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
