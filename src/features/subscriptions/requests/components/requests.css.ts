import { style } from '@vanilla-extract/css';
import * as shared from '../../../../ui/page.css';
import { vars } from '../../../../ui/theme.css';

// Logical properties only: the screens are mirrored in Arabic.

export const list = style([
  shared.bareList,
  { display: 'flex', flexDirection: 'column', gap: vars.space['3'] },
]);

export { card, cardTitle } from '../../../../ui/page.css';

export const facts = style([shared.facts, { fontSize: vars.fontSize.sm }]);
export const term = style({ color: vars.color.muted });
export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style([
  shared.actions,
  { alignItems: 'center', marginBlockStart: vars.space['2'] },
]);

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  marginBlockEnd: vars.space['5'],
});
export { cardTitle as sectionTitle } from '../../../../ui/page.css';

// White rather than the shared callout's grey, in smaller text.
export const note = style({
  ...shared.rules.callout,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const plainList = style({ margin: 0, paddingInlineStart: vars.space['5'] });
