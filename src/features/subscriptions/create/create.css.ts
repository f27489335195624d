import { style } from '@vanilla-extract/css';
import * as shared from '../../../ui/page.css';
import { tapSize, touch } from '../../../ui/breakpoints';
import { vars } from '../../../ui/theme.css';

// The create screen's layout; logical properties only (Arabic is right-to-left).

export const section = style([
  shared.panel,
  { gap: vars.space['3'], marginBlockStart: vars.space['4'] },
]);

// Focused by script when the step changes; the heading needs no ring of its own.
export const stepHeading = style([
  shared.cardTitle,
  { selectors: { '&:focus': { outline: 'none' } } },
]);

export const fieldset = style([
  shared.bareFieldset,
  { display: 'flex', flexDirection: 'column', gap: vars.space['2'] },
]);

export const legend = style({
  fontWeight: vars.fontWeight.medium,
  marginBlockEnd: vars.space['2'],
});

export const grid = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  cursor: 'pointer',
  '@media': { [touch]: { minBlockSize: tapSize } },
});

export const typeOption = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary },
    '&:has(input:focus-visible)': { outline: shared.focusRing.outline },
  },
});

export const actions = style([
  shared.actions,
  { justifyContent: 'end', marginBlockStart: vars.space['4'] },
]);

export const row = style({ ...shared.rules.row, gap: vars.space['2'] });

export const alert = style({
  ...shared.rules.callout,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  color: vars.color.danger,
});

export { hint } from '../../../ui/field.css';
