import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { FormTextField } from '../../../ui/form-fields';
import { useRegister } from '../api/register';
import { loadSession } from '../auth-runtime';
import { isEmail } from '../email';
import { PASSWORD_LOGIN_LANDING } from './login-page';
import * as css from './account.css';

interface RegisterForm {
  userName: string;
  emailAddress: string;
  password: string;
}

/** `/account/register`: ABP self-registration, then signed in with the new password. */
export function RegisterPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const register = useRegister();
  const { control, handleSubmit, formState } = useForm<RegisterForm>({
    defaultValues: { userName: '', emailAddress: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await register.mutateAsync({ ...values, emailAddress: values.emailAddress.trim() });
      await (await loadSession()).signInWithPassword(values.userName, values.password, false);
      await navigate({ to: PASSWORD_LOGIN_LANDING });
    } catch {
      // Refusals (taken name, weak password) arrive as the HTTP client's toast.
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <h1 className={css.title}>
        <Trans>Register</Trans>
      </h1>
      <FormTextField
        control={control}
        name="userName"
        label={t`User name`}
        autoComplete="username"
        required
        rules={{ required: true }}
      />
      <FormTextField
        control={control}
        name="emailAddress"
        type="email"
        label={t`E-mail`}
        autoComplete="email"
        required
        rules={{ required: true, validate: { email: isEmail } }}
      />
      <FormTextField
        control={control}
        name="password"
        type="password"
        label={t`Password`}
        autoComplete="new-password"
        required
        rules={{ required: true }}
      />
      <Button type="submit" fullWidth loading={formState.isSubmitting}>
        <Trans>Register</Trans>
      </Button>
      <div className={css.links}>
        <Link to="/account/login" className={css.link}>
          <Trans>Already registered? Login</Trans>
        </Link>
      </div>
    </form>
  );
}
