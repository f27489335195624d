import { style } from '@vanilla-extract/css';
import * as shared from '../../../ui/page.css';
import { vars } from '../../../ui/theme.css';

// Shared by the feature's pages and dialogs; logical properties only (Arabic is right-to-left).

export { page, header, title, content, link, empty } from '../../../ui/page.css';
export { cardGrid as grid, cardTitle } from '../../../ui/page.css';

// Muted small text, as a field's hint.
export { hint as muted } from '../../../ui/field.css';

export const notice = style({
  marginBlockEnd: vars.space['4'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.surface,
});

export const card = style({ ...shared.rules.card, gap: vars.space['3'] });

export const price = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});
export const priceUnit = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.normal,
  color: vars.color.muted,
});

export const featureList = style([
  shared.bareList,
  { display: 'flex', flexDirection: 'column', gap: vars.space['2'], flex: 1 },
]);

export const feature = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
export const featureOff = style([feature, { color: vars.color.muted }]);
export const tick = style({ color: vars.color.success, flexShrink: 0 });
export const cross = style({ color: vars.color.danger, flexShrink: 0 });
