/**
 * The spec's small-screen breakpoint (part 2 §9): below 992 px the phone layout applies. One
 * string for CSS (`'@media': { [phone]: … }`) and for `useMediaQuery`, so both switch together.
 */
export const phone = 'screen and (max-width: 991.98px)';
