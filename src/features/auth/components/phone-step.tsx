import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRuntimeConfig } from '../../../api/app-context';
import { normalizePhone } from '../../../api/contract/phone.ts';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { loadSession } from '../auth-runtime';
import { sendOneTimeCode } from '../api/send-otp';
import { useFocusOnMount } from './use-focus-on-mount';
import * as css from './sign-in.css';

/** Step 1. A plain form, not react-hook-form: this step is on the first screen's budget. */
export function PhoneStep(props: {
  defaultPhone: string;
  focus: boolean;
  onSent: (phone: string, demoCode: string | undefined) => void;
}) {
  const { t } = useLingui();
  const { demoOtp } = useRuntimeConfig();
  const [value, setValue] = useState(props.defaultPhone);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useFocusOnMount<HTMLInputElement>(props.focus);
  const phone = normalizePhone(value);
  const error = !value.trim()
    ? 'required'
    : phone
      ? undefined
      : t`Enter a valid mobile number, for example 0944 123 456 or +963 944 123 456.`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!phone) return input.current?.focus();
    setBusy(true);
    // Fetched while the code is on its way: the next step and the session library.
    void import('./code-step').catch(() => undefined);
    void loadSession().catch(() => undefined);
    try {
      props.onSent(phone, await sendOneTimeCode(phone, demoOtp));
    } catch {
      setBusy(false); // the HTTP client has already told the user why
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <h2 className={css.stepTitle}>
        <Trans>Enter your phone number</Trans>
      </h2>
      <p className={css.lead}>
        <Trans>We will send you a 6-digit code by SMS.</Trans>
      </p>
      <TextField
        ref={input}
        label={t`Phone number`}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        required
        value={value}
        onChange={(e) => setValue(e.target.value)}
        touched={touched}
        error={error}
      />
      <Button type="submit" fullWidth loading={busy}>
        <Trans>Send code</Trans>
      </Button>
    </form>
  );
}
