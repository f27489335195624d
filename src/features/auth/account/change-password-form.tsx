import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { FormTextField } from '../../../ui/form-fields';
import { toast } from '../../../ui/toast-store';
import { useChangePassword } from '../api/change-password';
import { useSendPhoneNumberCode } from '../api/phone-number';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';

interface ChangePasswordValues extends NewPasswordValues {
  currentPassword: string;
  verificationCode: string;
}

/**
 * ABP's "Change password" tab. A user without a password (one-time codes) sets a first one with
 * a fresh code sent to their phone: a session alone does not prove who is at the keyboard.
 */
export function ChangePasswordForm(props: { hasPassword: boolean; phoneNumber: string | null }) {
  const { hasPassword, phoneNumber } = props;
  const { t } = useLingui();
  const change = useChangePassword();
  const sendCode = useSendPhoneNumberCode();
  const { control, handleSubmit, formState, getValues, reset, setValue } =
    useForm<ChangePasswordValues>({
      defaultValues: {
        currentPassword: '',
        newPassword: '',
        confirmPassword: '',
        verificationCode: '',
      },
    });

  const submit = handleSubmit(async ({ currentPassword, newPassword, verificationCode }) => {
    try {
      await change.mutateAsync({
        currentPassword: hasPassword ? currentPassword : undefined,
        verificationCode: hasPassword ? undefined : verificationCode.trim(),
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
      ) : (
        <>
          <Button
            variant="ghost"
            loading={sendCode.isPending}
            disabled={!phoneNumber}
            onClick={() => {
              if (!phoneNumber) return;
              void sendCode
                .mutateAsync(phoneNumber)
                .then((demoCode) => {
                  if (demoCode) setValue('verificationCode', demoCode);
                  toast.success(t`A code was sent to your phone.`);
                })
                .catch(() => undefined);
            }}
          >
            <Trans>Send a code to my phone</Trans>
          </Button>
          <FormTextField
            control={control}
            name="verificationCode"
            label={t`Verification code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            rules={{ required: true }}
          />
        </>
      )}
      <NewPasswordFields control={control} getNewPassword={() => getValues('newPassword')} />
      <Button type="submit" loading={formState.isSubmitting}>
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}
