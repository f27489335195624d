import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentAppState } from '../../../api/app-context';
import { SETTING_SELF_REGISTRATION } from '../../../api/contract/account.ts';
import { defaultErrorMessage } from '../../../api/http-error.ts';
import { Button } from '../../../ui/button';
import { FormCheckboxField, FormTextField } from '../../../ui/form-fields';
import { toast } from '../../../ui/toast-store';
import { loadSession } from '../auth-runtime';
import { landingAfterSignIn } from '../return-url';
import * as css from './account.css';

interface LoginForm {
  userName: string;
  password: string;
  rememberMe: boolean;
}

/** After a password login the spec goes to the my-account page (part 1 §2). */
export const PASSWORD_LOGIN_LANDING = '/account/manage';

/** `/account/login`: the password grant, for users who have a password (administrators). */
export function LoginPage(props: { returnUrl?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const settings = useCurrentAppState().setting.values;
  const canRegister = settings[SETTING_SELF_REGISTRATION]?.toLowerCase() !== 'false';
  const { control, handleSubmit, formState } = useForm<LoginForm>({
    defaultValues: { userName: '', password: '', rememberMe: true },
  });

  const submit = handleSubmit(async ({ userName, password, rememberMe }) => {
    try {
      const session = await loadSession();
      await session.signInWithPassword(userName.trim(), password, rememberMe);
      await navigate({ href: landingAfterSignIn(props.returnUrl, PASSWORD_LOGIN_LANDING) });
    } catch (error) {
      const { name, status } = error as { name?: string; status?: number };
      const refused = name === 'TokenRequestError' && status === 400;
      // Without a status the provider could not be reached (discovery or the token request).
      toast.error(refused ? t`Invalid user name or password.` : defaultErrorMessage(status ?? 0));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <h1 className={css.title}>
        <Trans>Login</Trans>
      </h1>
      <FormTextField
        control={control}
        name="userName"
        label={t`User name or phone number`}
        autoComplete="username"
        required
        rules={{ required: true }}
      />
      <FormTextField
        control={control}
        name="password"
        type="password"
        label={t`Password`}
        autoComplete="current-password"
        required
        rules={{ required: true }}
      />
      <FormCheckboxField control={control} name="rememberMe" label={t`Remember me`} />
      <Button type="submit" fullWidth loading={formState.isSubmitting}>
        <Trans>Login</Trans>
      </Button>
      <div className={css.links}>
        <Link to="/account/forgot-password" className={css.link}>
          <Trans>Forgot your password?</Trans>
        </Link>
        {canRegister ? (
          <Link to="/account/register" className={css.link}>
            <Trans>Register</Trans>
          </Link>
        ) : null}
        <Link to="/" className={css.link}>
          <Trans>Sign in with a one-time code</Trans>
        </Link>
      </div>
    </form>
  );
}
