import { msg } from '@lingui/core/macro';

/**
 * The stepper's label of the own-password step: the first screen carries only this descriptor,
 * its text is in the sign-in steps' catalog (loaded before the step can show).
 */
export const OWN_PASSWORD_STEP = msg`Password`;
