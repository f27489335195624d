import { style } from '@vanilla-extract/css';
import * as shared from '../../../ui/page.css';
import { vars } from '../../../ui/theme.css';

// The account purchase forms; logical properties only (Arabic is right-to-left).

export const form = style([shared.panel, { gap: vars.space['4'], maxInlineSize: '48rem' }]);

export const fact = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const section = style([
  shared.bareFieldset,
  { display: 'flex', flexDirection: 'column', gap: vars.space['3'] },
]);

export const sectionTitle = style({
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export { row } from '../../../ui/page.css';

export const actions = style({
  ...shared.rules.actions,
  justifyContent: 'flex-end',
  gap: vars.space['3'],
});

export { error } from '../../../ui/field.css';
export { callout as warning, link } from '../../../ui/page.css';
