import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EMAIL_CODE_LENGTH, type MobileProfile } from '../../../api/contract/identity.ts';
import { userMessage } from '../../../api/http-error.ts';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { confirmEmailCode, sendEmailCode } from '../api/profile';
import * as css from '../alerts.css';

// The same shape check as the server's `z.email()`: something@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE = new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`);

type Step = 'verified' | 'email' | 'code' | 'done';

export interface VerifyEmailDialogProps {
  profile: Pick<MobileProfile, 'email' | 'isVerified'>;
  /** A demo server answers the mailed code, which is filled in (`demoOtp`, as at sign-in). */
  demo: boolean;
  onClose: () => void;
}

/**
 * The verify-email dialog (spec part 2 §4): a verified address is shown with "Change"; an
 * unverified one (or a change) asks for the address, which is saved and mailed a six-digit code,
 * then for that code. Closing it in any step hands back to the caller.
 */
export function VerifyEmailDialog({ profile, demo, onClose }: VerifyEmailDialogProps) {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>(profile.isVerified ? 'verified' : 'email');
  const [email, setEmail] = useState(profile.email ?? '');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const first = useRef(true);
  // A new step replaces the control that had focus: give it to the step's field or first button.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    form.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [step]);
  const emailError = !email.trim() ? 'required' : EMAIL.test(email.trim()) ? null : 'email';
  const codeError = CODE.test(code)
    ? null
    : t`Enter the ${EMAIL_CODE_LENGTH}-digit code from the e-mail.`;

  const send = async (action: () => Promise<Step>) => {
    setBusy(true);
    setRefusal(null);
    try {
      const next = await action();
      setSubmitted(false);
      setStep(next);
    } catch (error) {
      setRefusal(userMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React bubbles events through portals: the wizard's own form must not see this submit.
    event.stopPropagation();
    setSubmitted(true);
    if (step === 'email' && !emailError) {
      void send(async () => {
        const sent = await sendEmailCode(email.trim(), demo);
        if (sent.code) setCode(sent.code);
        return sent.verified ? 'done' : 'code';
      });
    }
    if (step === 'code' && !codeError) void send(() => confirmEmailCode(code).then(() => 'done'));
  };
  const address = email.trim() || profile.email || '';
  const touched = submitted ? true : undefined;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Verify your e-mail address`}
      description={t`E-mail notifications are sent only to a verified address.`}
    >
      <form ref={form} className={css.fields} onSubmit={submit} noValidate>
        {step === 'verified' ? (
          <>
            <p role="status">
              <Trans>
                Your e-mail address <bdi>{address}</bdi> is verified.
              </Trans>
            </p>
            <div className={css.actions}>
              <Button onClick={() => setStep('email')}>
                <Trans>Change</Trans>
              </Button>
            </div>
          </>
        ) : null}
        {step === 'email' ? (
          <TextField
            type="email"
            label={t`E-mail address`}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={emailError}
            touched={touched}
            autoComplete="email"
            required
          />
        ) : null}
        {step === 'code' ? (
          <TextField
            label={t`Code from the e-mail`}
            hint={t`We sent a code to ${address}.`}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            error={codeError}
            touched={touched}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={EMAIL_CODE_LENGTH}
            required
          />
        ) : null}
        {step === 'done' ? (
          <p role="status">
            <Trans>
              Your e-mail address <bdi>{address}</bdi> is verified. Choose e-mail again to be
              notified by e-mail.
            </Trans>
          </p>
        ) : null}
        {refusal ? (
          <p role="alert" className={css.error}>
            {refusal}
          </p>
        ) : null}
        <div className={css.actions}>
          {step === 'email' ? (
            <Button type="submit" loading={busy}>
              <Trans>Send the code</Trans>
            </Button>
          ) : null}
          {/* A code asked for earlier (on the profile, or a minute ago) still proves the address. */}
          {step === 'email' && profile.email && !profile.isVerified ? (
            <Button
              variant="secondary"
              onClick={() => {
                setEmail(profile.email ?? '');
                setRefusal(null);
                setStep('code');
              }}
            >
              <Trans>I already have a code</Trans>
            </Button>
          ) : null}
          {step === 'code' ? (
            <>
              <Button type="submit" loading={busy}>
                <Trans>Verify</Trans>
              </Button>
              <Button variant="secondary" onClick={() => setStep('email')}>
                <Trans>Change the address</Trans>
              </Button>
            </>
          ) : null}
          <Button variant={step === 'done' ? 'primary' : 'secondary'} onClick={onClose}>
            {step === 'done' ? <Trans>Done</Trans> : <Trans>Cancel</Trans>}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
