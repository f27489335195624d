import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentAppState } from '../../../api/app-context';
import { SETTING_SELF_REGISTRATION } from '../../../api/contract/account.ts';
import { defaultErrorMessage } from '../../../api/http-error.ts';
import { Button } from '../../../ui/button';
import { FormCheckboxField, FormTextField } from '../../../ui/form-fields';
import { toast } from '../../../ui/toast-store';
import { PASSWORD_GRANT_ERRORS } from '../../../api/contract/identity-names.ts';
import { loadSession } from '../auth-runtime';
import { landingAfterSignIn } from '../return-url';
import * as css from './account.css';
import { EmailCodeWayIn } from './email-code-way-in';

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
  const { control, handleSubmit, formState, getValues } = useForm<LoginForm>({
    defaultValues: { userName: '', password: '', rememberMe: true },
  });
  // The name a lock-out answered for: the way in below is offered for it.
  const [lockedOut, setLockedOut] = useState<string | null>(null);
  const landed = () =>
    navigate({ href: landingAfterSignIn(props.returnUrl, PASSWORD_LOGIN_LANDING) });

  const submit = handleSubmit(async ({ userName, password, rememberMe }) => {
    try {
      const session = await loadSession();
      await session.signInWithPassword(userName.trim(), password, rememberMe);
      await landed();
    } catch (error) {
      const { name, status, description } = error as {
        name?: string;
        status?: number;
        description?: string;
      };
      const refused = name === 'TokenRequestError' && status === 400;
      // Without a status the provider could not be reached (discovery or the token request).
      if (!refused) toast.error(defaultErrorMessage(status ?? 0));
      else if (description === PASSWORD_GRANT_ERRORS.locked) {
        toast.error(t`Too many wrong passwords: this account is locked for a few minutes.`);
        setLockedOut(userName.trim());
      } else if (description === PASSWORD_GRANT_ERRORS.throttled) {
        toast.error(t`Too many failed sign-ins from your network. Try again later.`);
        setLockedOut(userName.trim());
      } else toast.error(t`Invalid user name or password.`);
    }
  });

  return (
    <>
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
      {lockedOut ? (
        <EmailCodeWayIn
          key={lockedOut}
          userName={lockedOut}
          rememberMe={getValues('rememberMe')}
          onSignedIn={landed}
        />
      ) : null}
    </>
  );
}
