import { style } from '@vanilla-extract/css';
import * as shared from '../../../ui/page.css';
import { vars } from '../../../ui/theme.css';

export { cardGrid as grid, callout } from '../../../ui/page.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  marginBlockEnd: vars.space['5'],
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

// Set apart from the accounts: a waiting question, not an account of theirs yet.
export const card = style([shared.card, { borderInlineStart: `4px solid ${vars.color.primary}` }]);

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({ margin: 0 });
export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

/** The answers: at least 44 × 44 px, the touch target guidance. */
export const answer = style({ minBlockSize: '2.75rem', minInlineSize: '2.75rem' });

export const actions = style([shared.actions, { paddingBlockStart: vars.space['2'] }]);
