import type { Page } from '@playwright/test';
import { offendersInPage, type Measurement, type Offender } from './touch-targets-page.ts';

export type { Measurement, Offender };

// The touch-target rule of issue 28, measured in the page (tests/e2e/touch-targets.spec.ts):
//
// 1. A target passes when its box is at least 44 × 44 CSS px (the phone platforms' guidance).
// 2. A smaller target passes only when it is at least 24 × 24 and a finger landing within 22 px
//    of its centre (the 44-px circle around it) reaches no other target: the free space around
//    it makes up the 44 px. This is WCAG 2.2 SC 2.5.8's spacing exception with its 24-px circle
//    scaled to 44 px; with 24 px, OpenLayers' stacked 33-px zoom buttons or a row of 28-px
//    buttons would pass. What the circle reaches is what the browser hit-tests at 64 points of it
//    (`elementFromPoint`), so a sheet or a dialog over another target hides it, as for a finger.
// 3. Exempt: a link inside running text (WCAG's inline exception: a display-inline link whose
//    block holds text outside any target).
//
// Targets: links, buttons, form fields, summary, the ARIA widget roles below and anything in the
// tab order. A checkbox, radio or switch counts together with its label(s), since tapping the
// label toggles it. Only what a finger can reach counts: visible, not aria-hidden or inert,
// pointer events on, inside the page, and not covered at its centre by something else (a modal's
// backdrop, the sheet over the map). A target out of view is scrolled to for the look around it.

export const MIN = 44;
export const SPACED_MIN = 24;

const TARGETS = [
  'a[href]',
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  'summary',
  '[role=button]',
  '[role=link]',
  '[role=tab]',
  '[role=menuitem]',
  '[role=menuitemradio]',
  '[role=menuitemcheckbox]',
  '[role=option]',
  '[role=switch]',
  '[role=checkbox]',
  '[role=radio]',
  '[role=slider]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

const CHECKABLE =
  'input[type=checkbox], input[type=radio], [role=checkbox], [role=radio], [role=switch]';

/** The targets of what the page shows now, and those that break the rule. */
export const measureTargets = (page: Page): Promise<Measurement> =>
  page.evaluate(offendersInPage, {
    targets: TARGETS,
    checkable: CHECKABLE,
    min: MIN,
    spacedMin: SPACED_MIN,
  });

/** Accessible name, selector hint, size and why. */
export const describeOffender = (o: Offender) =>
  `"${o.name}" ${o.hint} ${o.width}×${o.height}: ${o.why}`;

/** A line per kind of offender: a list's twenty rows alike make one line, with a count. */
export function describeOffenders(offenders: Offender[]): string[] {
  const kinds = new Map<string, Offender[]>();
  for (const o of offenders) {
    const key = `${o.hint}|${o.width}×${o.height}|${o.why.replace(/".*"/, '')}`;
    kinds.set(key, [...(kinds.get(key) ?? []), o]);
  }
  return [...kinds.values()].map(([first, ...alike]) => {
    if (alike.length === 0) return describeOffender(first!);
    const names = alike.slice(0, 3).map((o) => `"${o.name}"`);
    if (alike.length > 3) names.push('…');
    return `${describeOffender(first!)} (and ${alike.length} alike: ${names.join(', ')})`;
  });
}
