import { msg, plural } from '@lingui/core/macro';
import { registerValidationKey } from './validation';

// The validation keys that carry a count (spec part 1 §5): "minLength[3]",
// "minimumObserversCount[2]". Loaded with the form fields that produce them.

// Counts take the language's plural forms (Arabic has six).
registerValidationKey('minLength', ([first = '']) => {
  const min = Number(first);
  return msg`${plural(min, { one: 'Must be at least # character', other: 'Must be at least # characters' })}`;
});

registerValidationKey('minimumObserversCount', ([first = '']) => {
  const count = Number(first);
  return msg`${plural(count, { one: 'At least # observer is required', other: 'At least # observers are required' })}`;
});
