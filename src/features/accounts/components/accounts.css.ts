import { style } from '@vanilla-extract/css';
import { phone, tapBox } from '../../../ui/breakpoints';
import * as shared from '../../../ui/page.css';
import { vars } from '../../../ui/theme.css';

// The shell and card are the pages' shared ones (src/ui/page.css).
export { page, header, content, card, empty } from '../../../ui/page.css';

// Smaller on a phone: the title, the language and the actions button share one row.
export const title = style([
  shared.title,
  { '@media': { [phone]: { fontSize: vars.fontSize.lg } } },
]);
export { cardGrid as grid } from '../../../ui/page.css';

export const cardTop = style({ display: 'flex', alignItems: 'start', gap: vars.space['2'] });

/** The card's main control: the whole name area chooses the account. */
export const choose = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'start',
  gap: vars.space['1'],
  padding: vars.space['2'],
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&:focus-visible': shared.focusRing,
    '&:disabled': { cursor: 'progress', opacity: 0.7 },
  },
});

export const name = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const badge = style({
  display: 'inline-block',
  paddingBlock: '0.1rem',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
});

export const actions = style([
  shared.actions,
  { paddingBlockStart: vars.space['2'], borderBlockStart: `1px solid ${vars.color.border}` },
]);

export const link = style([shared.link, { fontSize: vars.fontSize.sm }]);

export const headerLink = style([
  link,
  {
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    border: `1px solid ${vars.color.primary}`,
    borderRadius: vars.radius.md,
    textDecoration: 'none',
  },
]);

// The header's actions: in the row on a desktop; on a phone behind "More actions", a full-width
// column under the title when open.
export const headerActions = style({
  display: 'contents',
  '@media': {
    [phone]: {
      display: 'none',
      order: 1,
      flexBasis: '100%',
      flexDirection: 'column',
      alignItems: 'stretch',
      gap: vars.space['2'],
      selectors: { '&[data-open]': { display: 'flex' } },
    },
  },
});

export const moreToggle = style({
  display: 'none',
  padding: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:focus-visible': shared.focusRing },
  // Phones only: the 44 px a finger needs comes with it.
  '@media': {
    [phone]: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', ...tapBox },
  },
});

export const facts = style({ ...shared.rules.facts, rowGap: vars.space['2'] });

export const factRow = style({ display: 'contents' });
export const factValue = style({ margin: 0 });
