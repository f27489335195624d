/**
 * The spec's small-screen breakpoint (part 2 §9): below 992 px the phone layout applies. One
 * string for CSS (`'@media': { [phone]: … }`) and for `useMediaQuery`, so both switch together.
 */
export const phone = 'screen and (max-width: 991.98px)';

/**
 * Where fingers tap (issue 28): a phone-sized screen, or any screen with a touch input (a tablet
 * in the desktop layout). There every control is at least 44 × 44 CSS px, the phone platforms'
 * guidance; a desktop driven by a mouse keeps its compact controls. Checked on every screen by
 * tests/e2e/touch-targets.spec.ts.
 */
export const touch = '(any-pointer: coarse), screen and (max-width: 991.98px)';

/** 44 CSS px. */
export const tapSize = '2.75rem';

/** A control's least size where fingers tap: `'@media': { [touch]: tapBox }`. */
export const tapBox = { minBlockSize: tapSize, minInlineSize: tapSize };

/** The same for a link or a text button, its text centred in the taller box. */
export const tapLink = { ...tapBox, display: 'inline-flex', alignItems: 'center' } as const;
