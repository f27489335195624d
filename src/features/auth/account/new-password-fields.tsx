import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { FormTextField } from '../../../ui/form-fields';

export interface NewPasswordValues extends FieldValues {
  newPassword: string;
  confirmPassword: string;
}

/** New password twice; the server checks the strength rules and names the broken ones. */
export function NewPasswordFields<T extends NewPasswordValues>(props: {
  control: Control<T>;
  getNewPassword: () => string;
}) {
  const { t } = useLingui();
  return (
    <>
      <FormTextField
        control={props.control}
        name={'newPassword' as FieldPath<T>}
        type="password"
        label={t`New password`}
        autoComplete="new-password"
        required
        rules={{ required: true }}
      />
      <FormTextField
        control={props.control}
        name={'confirmPassword' as FieldPath<T>}
        type="password"
        label={t`Confirm new password`}
        autoComplete="new-password"
        required
        rules={{
          required: true,
          validate: (v: unknown) => v === props.getNewPassword() || t`The passwords do not match.`,
        }}
      />
    </>
  );
}
