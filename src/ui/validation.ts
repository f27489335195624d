import { i18n as globalI18n } from '@lingui/core';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

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

type Describe = (params: string[]) => MessageDescriptor;

// Keys with counts (Arabic has six plural forms each) are registered by ./validation-counts.ts,
// which the form fields load: their texts are not on the first screen, which shows none of them.
const registered = new Map<string, Describe>();

/** Teaches `formatValidationError` another key (once, when the module that needs it loads). */
export function registerValidationKey(key: string, describe: Describe) {
  registered.set(key, describe);
}

function describe(key: string, params: string[]): MessageDescriptor | undefined {
  switch (key) {
    // The spec shows the SMS bundle condition with the plain required text.
    case 'required':
    case 'smsBundleRequired':
      return msg`This field is required`;
    case 'email':
      return msg`Please enter a valid email address`;
    default:
      return registered.get(key)?.(params);
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
