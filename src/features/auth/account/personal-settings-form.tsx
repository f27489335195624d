import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyProfile } from '../../../api/contract/account.ts';
import { Button } from '../../../ui/button';
import { FormTextField } from '../../../ui/form-fields';
import { TextField } from '../../../ui/text-field';
import { PhoneNumberDialog } from './phone-number-dialog';
import { toast } from '../../../ui/toast-store';
import { useUpdateMyProfile } from '../api/my-profile';
import { isEmail } from '../email';

interface PersonalSettings {
  userName: string;
  email: string;
  name: string;
  surname: string;
}

/** ABP's "Personal settings" tab on `/account/manage`. */
export function PersonalSettingsForm({ profile }: { profile: MyProfile }) {
  const { t } = useLingui();
  const update = useUpdateMyProfile();
  const saved = useMemo(
    () => ({
      userName: profile.userName,
      email: profile.email ?? '',
      name: profile.name ?? '',
      surname: profile.surname ?? '',
    }),
    [profile],
  );
  // Follows the profile when it changes under the form (a confirmed phone number renames a user
  // named after it), keeping what the user is typing.
  const { control, handleSubmit, formState } = useForm<PersonalSettings>({
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const [changingPhone, setChangingPhone] = useState(false);

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        ...values,
        email: values.email.trim(),
        // Unchanged here: a new number is proven with a code (the dialog below).
        phoneNumber: profile.phoneNumber,
        // The stamp makes a save over someone else's newer change fail instead of undo it.
        concurrencyStamp: profile.concurrencyStamp,
        extraProperties: profile.extraProperties,
      });
      toast.success(t`Saved successfully`);
    } catch {
      // The HTTP client's toast says why.
    }
  });

  return (
    <>
      {/* Outside the form: React would carry the dialog's submit up to this one. */}
      <PhoneNumberDialog open={changingPhone} onOpenChange={setChangingPhone} />
      <form noValidate onSubmit={(e) => void submit(e)}>
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
          name="name"
          label={t`First name`}
          autoComplete="given-name"
        />
        <FormTextField
          control={control}
          name="surname"
          label={t`Last name`}
          autoComplete="family-name"
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
        <TextField
          type="tel"
          dir="ltr"
          label={t`Phone number`}
          value={profile.phoneNumber ?? ''}
          readOnly
          hint={t`A new number is confirmed with a code sent to it.`}
        />
        <Button variant="ghost" onClick={() => setChangingPhone(true)}>
          <Trans>Change phone number</Trans>
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          <Trans>Save</Trans>
        </Button>
      </form>
    </>
  );
}
