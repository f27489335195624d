import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';
import { focusRing, rules } from '../../../ui/page.css';

export const fieldset = style(rules.bareFieldset);

export const legend = style(rules.legend);

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] });

// The radio itself is hidden; its label is the 44 px swatch and shows its focus and choice.
export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  cursor: 'pointer',
});

export const input = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const color = style({
  inlineSize: '2rem',
  blockSize: '2rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.muted}`,
  selectors: {
    // A ring, not an outline: the focus ring (an outline) must stay visible beside it.
    [`${input}:checked + &`]: {
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 5px ${vars.color.text}`,
    },
    [`${input}:focus-visible + &`]: focusRing,
  },
});
