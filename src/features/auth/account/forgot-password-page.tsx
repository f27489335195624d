import { useForm } from 'react-hook-form';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { FormTextField } from '../../../ui/form-fields';
import { useSendPasswordResetCode } from '../api/send-password-reset-code';
import { isEmail } from '../email';
import * as css from './account.css';

/** `/account/forgot-password`: asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const send = useSendPasswordResetCode();
  const { control, handleSubmit, formState } = useForm({ defaultValues: { email: '' } });
  const submit = handleSubmit(({ email }) => send.mutateAsync(email.trim()).catch(() => undefined));

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <h1 className={css.title}>
        <Trans>Forgot your password?</Trans>
      </h1>
      {send.isSuccess ? (
        // The same answer for every address, so nobody learns which ones have an account.
        <p role="status" className={css.notice}>
          <Trans>
            If an account uses this address, we have sent it a link to reset the password.
          </Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>Enter the e-mail address of your account and we will send you a link.</Trans>
          </p>
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t`E-mail`}
            autoComplete="email"
            required
            rules={{ required: true, validate: { email: isEmail } }}
          />
          <Button type="submit" fullWidth loading={formState.isSubmitting}>
            <Trans>Send</Trans>
          </Button>
        </>
      )}
      <div className={css.links}>
        <Link to="/account/login" className={css.link}>
          <Trans>Back to login</Trans>
        </Link>
      </div>
    </form>
  );
}
