import { useState, type CSSProperties, type MouseEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { vars } from './theme.css';

// Inline styles: a stylesheet of its own would add its file name to the entry (budget), and the
// screens using this share no stylesheet. Off screen until focused (the first Tab of a screen).
const base: CSSProperties = {
  position: 'absolute',
  insetInlineStart: vars.space['2'],
  insetBlockStart: vars.space['2'],
  zIndex: vars.zIndex.toast,
  padding: vars.space['2'],
  background: vars.color.surface,
  color: vars.color.primary,
  borderRadius: vars.radius.md,
  outline: `3px solid ${vars.color.focus}`,
};
const hidden: CSSProperties = { ...base, transform: 'translateY(-300%)' };

/** Moves focus to the screen's heading in `main`, or to `main` itself when it has none. */
function skipToMain(event: MouseEvent) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/** "Skip to content": the first stop of the keyboard on a screen, past its header to `#main`. */
export function SkipLink() {
  const [focused, setFocused] = useState(false);
  return (
    <a
      href="#main"
      style={focused ? base : hidden}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={skipToMain}
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
