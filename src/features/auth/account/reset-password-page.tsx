import { useForm } from 'react-hook-form';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';
import * as css from './account.css';

/** `/account/reset-password?userId=…&resetToken=…`: the target of the e-mailed link. */
export function ResetPasswordPage({
  userId,
  resetToken,
}: {
  userId?: string;
  resetToken?: string;
}) {
  const reset = useResetPassword();
  const { control, handleSubmit, formState, getValues } = useForm<NewPasswordValues>({
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const submit = handleSubmit(({ newPassword }) =>
    reset
      .mutateAsync({ userId: userId!, resetToken: resetToken!, password: newPassword })
      .catch(() => undefined),
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <h1 className={css.title}>
        <Trans>Reset password</Trans>
      </h1>
      {!userId || !resetToken ? (
        <p role="alert">
          <Trans>This link is not complete. Ask for a new one.</Trans>
        </p>
      ) : reset.isSuccess ? (
        <p role="status" className={css.notice}>
          <Trans>Your password has been changed. You can log in with it now.</Trans>
        </p>
      ) : (
        <>
          <NewPasswordFields control={control} getNewPassword={() => getValues('newPassword')} />
          <Button type="submit" fullWidth loading={formState.isSubmitting}>
            <Trans>Save</Trans>
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
