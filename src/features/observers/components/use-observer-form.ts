import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { hasBidiControls } from '../../../api/contract/common.ts';
import { OBSERVER_NAME_MAX } from '../../../api/contract/observers.ts';
import { normalizePhone } from '../../../api/contract/phone.ts';
import type { ObserverFields } from '../api/observer-edits';

/**
 * The add/edit form's two fields and their rules (spec part 2 §5: name and phone number required,
 * save disabled while invalid), checked as the contract checks them so the server's "no" is rare.
 * The fields show the messages once touched (§5: TextField waits for its first blur).
 */
export function useObserverForm(initial: { name: string; phone: string }) {
  const { t } = useLingui();
  const [name, setName] = useState(initial.name);
  const [phone, setPhone] = useState(initial.phone);
  const trimmed = name.trim();
  const normalized = normalizePhone(phone);

  const nameError = !trimmed
    ? 'required'
    : trimmed.length > OBSERVER_NAME_MAX
      ? t`A name can be at most ${OBSERVER_NAME_MAX} characters.`
      : hasBidiControls(trimmed)
        ? t`Names must not contain text-direction control characters.`
        : undefined;
  // The sign-in step's words for the same rule (one rule, normalizePhone, on both sides).
  const phoneError = !phone.trim()
    ? 'required'
    : normalized
      ? undefined
      : t`Enter a valid mobile number, for example 0944 123 456 or +963 944 123 456.`;

  const fields: ObserverFields | null =
    !nameError && normalized ? { name: trimmed, phoneNumber: normalized } : null;

  return {
    name,
    phone,
    setName,
    setPhone,
    nameError,
    phoneError,
    /** The values to send, or null while the form is invalid. */
    fields,
  };
}
