import { style } from '@vanilla-extract/css';
import { phone, tapLink, touch } from '../../../ui/breakpoints';
import * as field from '../../../ui/field.css';
import * as shared from '../../../ui/page.css';
import { vars } from '../../../ui/theme.css';

// Logical properties only: the screen mirrors itself in Arabic.

// The white boxes that stand on the map screen's grey: the filter panel and each summary figure.
const raised = {
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
};

export const page = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  '@media': { [phone]: { gap: vars.space['2'], padding: vars.space['2'] } },
});

export const header = style({ ...shared.rules.row, alignItems: 'baseline' });

export const back = style([shared.link, { fontSize: vars.fontSize.sm }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const subtitle = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const panel = style({
  ...raised,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  '@media': { [phone]: { padding: vars.space['2'], gap: vars.space['2'] } },
});

export const choices = style([shared.bareFieldset, { minInlineSize: 0 }]);

export const legend = style({ ...shared.rules.legend, marginBlockEnd: vars.space['1'] });

export const options = style({ position: 'relative', display: 'flex', flexWrap: 'wrap' });

export const radio = style({ position: 'absolute', opacity: 0, inlineSize: 1, blockSize: 1 });

export const option = style({
  display: 'inline-block',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  marginInlineStart: '-1px',
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    [`${radio}:checked + &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
    [`${radio}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
      position: 'relative',
    },
  },
  '@media': { [touch]: tapLink },
});

export const firstOption = style({
  marginInlineStart: 0,
  borderStartStartRadius: vars.radius.md,
  borderEndStartRadius: vars.radius.md,
});

export const lastOption = style({
  borderStartEndRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
});

export const custom = style({ ...shared.rules.row, alignItems: 'flex-start', inlineSize: '100%' });

export const hint = style([field.hint, { flexBasis: '100%' }]);

export const dateField = style({ marginBlockEnd: 0, minInlineSize: '14rem' });

export const applyRow = style({ alignSelf: 'flex-start', paddingBlockStart: '1.5rem' });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  // From / Distance / To in one compact row on a phone, so the map starts above the fold.
  '@media': {
    [phone]: {
      gridTemplateColumns: '1fr auto 1fr',
      gap: vars.space['1'],
      padding: vars.space['2'],
      borderRadius: vars.radius.md,
      background: vars.color.surface,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const summaryItem = style({
  ...raised,
  '@media': { [phone]: { padding: 0, background: 'none', boxShadow: 'none', minInlineSize: 0 } },
});

export const term = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  '@media': { [phone]: { fontSize: vars.fontSize.xs } },
});

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  '@media': { [phone]: { fontSize: vars.fontSize.sm } },
});

export const notice = style({ margin: 0, color: vars.color.danger });

export const map = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  minBlockSize: '24rem',
  '@media': { [phone]: { minBlockSize: '55dvh' } },
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
});

// Stretched to the box's height (the frame's own 100% would not resolve in a flex item).
export const mapFrame = style({ flex: 1, blockSize: 'auto' });
