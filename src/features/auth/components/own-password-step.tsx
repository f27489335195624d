import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast-store';
import { NewPasswordFields, type NewPasswordValues } from '../account/new-password-fields';
import { useChangePassword } from '../api/change-password';
import { useFocusOnMount } from './use-focus-on-mount';
import * as css from './sign-in.css';

/**
 * The last step, only while the token says `set_own_password` (own-password.ts): the code just proved a number
 * someone else (an administrator) had put on this account, and the server removed the password
 * they knew. The holder may choose their own without a second code, or skip: codes sign them in.
 */
export default function OwnPasswordStep(props: { focus: boolean; onDone: () => void }) {
  const { t } = useLingui();
  const change = useChangePassword();
  const heading = useFocusOnMount<HTMLHeadingElement>(props.focus);
  const { control, handleSubmit, formState, getValues } = useForm<NewPasswordValues>({
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const save = handleSubmit(async ({ newPassword }) => {
    try {
      await change.mutateAsync({ newPassword });
      toast.success(t`Your password has been saved.`);
      props.onDone();
    } catch {
      // The HTTP client's toast names the rule the password breaks.
    }
  });

  return (
    <form noValidate onSubmit={(e) => void save(e)}>
      <h2 ref={heading} tabIndex={-1} className={css.stepTitle}>
        <Trans>Choose your own password</Trans>
      </h2>
      <p className={css.lead}>
        <Trans>
          Someone else, such as an administrator, put your number on this account. For your safety
          the password set before no longer works, and every earlier sign-in has ended.
        </Trans>
      </p>
      <p className={css.lead}>
        <Trans>
          Choose a password only you know, or skip: a code sent to your phone signs you in.
        </Trans>
      </p>
      <NewPasswordFields control={control} getNewPassword={() => getValues('newPassword')} />
      <Button type="submit" fullWidth loading={formState.isSubmitting}>
        <Trans>Save and continue</Trans>
      </Button>
      <Button variant="ghost" fullWidth disabled={formState.isSubmitting} onClick={props.onDone}>
        <Trans>Skip for now</Trans>
      </Button>
    </form>
  );
}
