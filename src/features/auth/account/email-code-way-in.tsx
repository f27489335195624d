import { useForm } from 'react-hook-form';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { defaultErrorMessage } from '../../../api/http-error.ts';
import { Button } from '../../../ui/button';
import { FormTextField } from '../../../ui/form-fields';
import { toast } from '../../../ui/toast-store';
import { useSendSignInCode } from '../api/send-sign-in-code';
import { loadSession } from '../auth-runtime';
import * as css from './account.css';

/**
 * Under the login form once the password is locked out (wrong passwords, maybe someone else's,
 * from this address or network): a code mailed to the account's proven address signs the user
 * in anyway, and the password works here again. The phone's code is the other way in.
 */
export function EmailCodeWayIn(props: {
  userName: string;
  rememberMe: boolean;
  onSignedIn: () => Promise<void>;
}) {
  const { t } = useLingui();
  const send = useSendSignInCode();
  const { control, handleSubmit, formState } = useForm({ defaultValues: { code: '' } });

  const submit = handleSubmit(async ({ code }) => {
    try {
      const session = await loadSession();
      await session.signInWithEmailCode(props.userName, code.trim(), props.rememberMe);
      await props.onSignedIn();
    } catch (error) {
      const { name, status } = error as { name?: string; status?: number };
      if (name === 'TokenRequestError' && status === 400) {
        toast.error(t`The code is not valid or has expired.`);
      } else toast.error(defaultErrorMessage(status ?? 0));
    }
  });

  return (
    <section aria-labelledby="way-in-title" className={css.wayIn}>
      <h2 id="way-in-title" className={css.subtitle}>
        <Trans>Locked out?</Trans>
      </h2>
      {send.isSuccess ? (
        <form noValidate onSubmit={(e) => void submit(e)}>
          {/* The same answer for every name, so nobody learns which ones have an account. */}
          <p role="status" className={css.notice}>
            <Trans>
              If this account has a proven e-mail address, a sign-in code is on its way to it.
            </Trans>
          </p>
          <FormTextField
            control={control}
            name="code"
            label={t`Sign-in code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            rules={{ required: true }}
          />
          <Button type="submit" fullWidth loading={formState.isSubmitting}>
            <Trans>Sign in with the code</Trans>
          </Button>
        </form>
      ) : (
        <>
          <p>
            <Trans>
              We can e-mail a sign-in code to the proven address of this account, or{' '}
              <Link to="/" className={css.link}>
                send one to your phone
              </Link>
              .
            </Trans>
          </p>
          <Button
            variant="secondary"
            fullWidth
            loading={send.isPending}
            onClick={() => void send.mutateAsync(props.userName).catch(() => undefined)}
          >
            <Trans>E-mail me a sign-in code</Trans>
          </Button>
        </>
      )}
    </section>
  );
}
