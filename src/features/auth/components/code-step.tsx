import { useState, type FormEvent } from 'react';
import { Trans, useLingui, Plural } from '@lingui/react/macro';
import { useRuntimeConfig } from '../../../api/app-context';
import { defaultErrorMessage } from '../../../api/http-error.ts';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast-store';
import { sendOneTimeCode } from '../api/send-otp';
import { loadSession } from '../auth-runtime';
import { mayChooseOwnPassword } from '../own-password';
import { useCountdown } from './use-countdown';
import { useFocusOnMount } from './use-focus-on-mount';
import * as css from './sign-in.css';

/** The server allows one code per phone every 30 s. */
export const RESEND_AFTER_MS = 30_000;
const toLatinDigits = (s: string) =>
  s.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\s/g, '');

/** Step 2: the one-time code, pre-filled on demo servers. */
export default function CodeStep(props: {
  phone: string;
  sentAt: number;
  demoCode?: string;
  onResent: (demoCode: string | undefined) => void;
  onBack: () => void;
  /** `ownPassword`: the holder of a number someone else had set may choose a password. */
  onSignedIn: (ownPassword: boolean) => void;
}) {
  const { t } = useLingui();
  const { demoOtp } = useRuntimeConfig();
  const [value, setValue] = useState(props.demoCode ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const wait = useCountdown(props.sentAt + RESEND_AFTER_MS);
  const input = useFocusOnMount<HTMLInputElement>(true);
  const code = toLatinDigits(value);
  const error = !code ? 'required' : /^\d{6}$/.test(code) ? undefined : t`Enter the 6-digit code.`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error) return input.current?.focus();
    setBusy(true);
    try {
      await (await loadSession()).signInWithOtp(props.phone, code);
      props.onSignedIn(mayChooseOwnPassword());
    } catch (failure) {
      const { name, status } = failure as { name?: string; status?: number };
      // A refused grant never shows the provider's own text (spec part 1 §8).
      const refused = name === 'TokenRequestError' && status === 400;
      // Without a status the provider could not be reached (discovery or the token request).
      toast.error(refused ? t`the OTP is not valid` : defaultErrorMessage(status ?? 0));
      setBusy(false);
      input.current?.focus();
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      const next = await sendOneTimeCode(props.phone, demoOtp);
      if (next) setValue(next);
      props.onResent(next);
    } catch {
      // the HTTP client's toast says why
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <h2 className={css.stepTitle}>
        <Trans>Enter the verification code</Trans>
      </h2>
      <p className={css.lead}>
        <Trans>
          We sent a code to <bdi dir="ltr">{props.phone}</bdi>.
        </Trans>
      </p>
      <TextField
        ref={input}
        label={t`Verification code`}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        dir="ltr"
        required
        value={value}
        onChange={(e) => setValue(e.target.value)}
        touched={touched}
        error={error}
      />
      <div className={css.actions}>
        <Button variant="secondary" onClick={props.onBack} disabled={busy}>
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" loading={busy}>
          <Trans>Verify</Trans>
        </Button>
      </div>
      <p className={css.resend}>
        <button
          type="button"
          className={css.linkButton}
          disabled={wait > 0 || resending || busy}
          onClick={() => void resend()}
        >
          <Trans>Didn't receive a code? Click here to resend Code</Trans>
        </button>
        {wait > 0 ? (
          <span className={css.countdown}>
            <Plural
              value={wait}
              one="You can ask for a new code in # second."
              other="You can ask for a new code in # seconds."
            />
          </span>
        ) : null}
      </p>
    </form>
  );
}
