import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { HISTORY_RANGE } from '../../../api/contract/monitoring.ts';
import { DATE_REQUIRED } from './range';

// Lingui extracts literal msgids only, so each contract message is spelled out again here; a
// unit test keeps the two in step.
const m = HISTORY_RANGE.messages;

export const RANGE_MESSAGES: Record<string, MessageDescriptor> = {
  [m.future]: msg({ message: 'the date can`t be in the future' }),
  [m.within24h]: msg`Date must be within 24 hours`,
  [m.within30days]: msg`Date must be within the last 30 days`,
  [m.fromBeforeTo]: msg`From date must be before to date`,
  [m.toAfterFrom]: msg`To date must be after from date`,
  [DATE_REQUIRED]: msg`Enter a date and time`,
};

/** Spec part 2 §5: the combined hint shown with the custom range. */
export const RANGE_HINT = msg`Please select a time range of up to 24 hours within the last 30 days.`;

/** Spec part 2 §4, §8: shown for 3 seconds when the chosen range has no positions. */
export const NO_MOVEMENT = msg`there is no movement in the selected timeframe`;
export const NO_MOVEMENT_MS = 3000;

/** A range message as a descriptor; an unknown one (a newer contract) is shown as it is. */
export const rangeMessage = (text: string): MessageDescriptor =>
  RANGE_MESSAGES[text] ?? { id: text, message: text };
