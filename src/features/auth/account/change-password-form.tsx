import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { FormTextField } from '../../../ui/form-fields';
import { toast } from '../../../ui/toast-store';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';

interface ChangePasswordValues extends NewPasswordValues {
  currentPassword: string;
}

/** ABP's "Change password" tab; a user without a password (one-time codes) sets a first one. */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useLingui();
  const change = useChangePassword();
  const { control, handleSubmit, formState, getValues, reset } = useForm<ChangePasswordValues>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({
        currentPassword: hasPassword ? currentPassword : undefined,
        newPassword,
      });
      reset();
      toast.success(t`Your password has been changed.`);
    } catch {
      // The HTTP client's toast names the rule the password breaks.
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      {hasPassword ? (
        <FormTextField
          control={control}
          name="currentPassword"
          type="password"
          label={t`Current password`}
          autoComplete="current-password"
          required
          rules={{ required: true }}
        />
      ) : null}
      <NewPasswordFields control={control} getNewPassword={() => getValues('newPassword')} />
      <Button type="submit" loading={formState.isSubmitting}>
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}
