import { i18n as globalI18n } from '@lingui/core';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

export type ParsedValidationKey = { key: string; params: string[] };

/** Splits `minLength[3]` or `minimumObserversCount[2,5]` into the key and its parameters. */
export function parseValidationKey(raw: string): ParsedValidationKey {
  const match = /^([^[\]]+)\[(.*)\]$/.exec(raw.trim());
  if (!match) return { key: raw.trim(), params: [] };
  const params = (match[2] ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return { key: match[1] ?? raw, params };
}

// Built per call because the macro captures the parameter values into the descriptor.
function describe(key: string, params: string[]): MessageDescriptor | undefined {
  const first = params[0] ?? '';
  switch (key) {
    // The spec shows the SMS bundle condition with the plain required text.
    case 'required':
    case 'smsBundleRequired':
      return msg`This field is required`;
    case 'email':
      return msg`Please enter a valid email address`;
    // Counts take the language's plural forms (Arabic has six).
    case 'minLength': {
      const min = Number(first);
      return msg`${plural(min, { one: 'Must be at least # character', other: 'Must be at least # characters' })}`;
    }
    case 'minimumObserversCount': {
      const count = Number(first);
      return msg`${plural(count, { one: 'At least # observer is required', other: 'At least # observers are required' })}`;
    }
    default:
      return undefined;
  }
}

/**
 * Turns a validation key (possibly with bracketed parameters) into the user's text.
 * Unknown keys are shown as given, so server-side or ad-hoc messages still reach the user.
 */
export function formatValidationError(raw: string, i18n: I18n = globalI18n): string {
  const { key, params } = parseValidationKey(raw);
  const descriptor = describe(key, params);
  return descriptor ? i18n._(descriptor) : raw;
}
