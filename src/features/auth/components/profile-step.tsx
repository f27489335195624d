import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { defaultErrorMessage } from '../../../api/http-error.ts';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast-store';
import { FormTextField } from '../../../ui/form-fields';
import { updateProfile } from '../api/update-profile';
import { refreshAppState } from '../auth-context';
import { loadSession } from '../auth-runtime';
import { mayChooseOwnPassword } from '../own-password';
import { isEmail } from '../email';
import { accessTokenClaims } from '../token-store';
import { useFocusOnMount } from './use-focus-on-mount';
import * as css from './sign-in.css';

interface ProfileForm {
  firstName: string;
  lastName: string;
  email: string;
}

const claim = (value: unknown) => (typeof value === 'string' ? value : '');

/** Step 3, only while the token says `profile_requires_update` (spec part 1 §2). */
export default function ProfileStep(props: {
  focus: boolean;
  /** As the code step's `onSignedIn`. */
  onDone: (ownPassword: boolean) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const claims = accessTokenClaims();
  const heading = useFocusOnMount<HTMLHeadingElement>(props.focus);
  const { control, handleSubmit, formState } = useForm<ProfileForm>({
    defaultValues: {
      firstName: claim(claims.given_name),
      lastName: claim(claims.family_name),
      email: claim(claims.email),
    },
  });

  const save = handleSubmit(async (values) => {
    try {
      await updateProfile({ ...values, email: values.email.trim() });
      // A new token without `profile_requires_update`, or the guards would send the user back.
      await (await loadSession()).refresh({ force: true });
      await refreshAppState(queryClient);
      props.onDone(mayChooseOwnPassword());
    } catch (error) {
      // The HTTP client has told the user about a refused save; a failed refresh is ours to tell.
      if ((error as Error).name !== 'HttpError') toast.error(defaultErrorMessage(0));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void save(e)}>
      <h2 ref={heading} tabIndex={-1} className={css.stepTitle}>
        <Trans>Complete your profile</Trans>
      </h2>
      <p className={css.lead}>
        <Trans>Tell us who you are. We use your e-mail address for receipts and alerts.</Trans>
      </p>
      <FormTextField
        control={control}
        name="firstName"
        label={t`First name`}
        autoComplete="given-name"
        required
        rules={{ required: true, validate: (v: string) => v.trim() !== '' || 'required' }}
      />
      <FormTextField
        control={control}
        name="lastName"
        label={t`Last name`}
        autoComplete="family-name"
        required
        rules={{ required: true, validate: (v: string) => v.trim() !== '' || 'required' }}
      />
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
        <Trans>Save and continue</Trans>
      </Button>
    </form>
  );
}
