import { useLingui } from '@lingui/react/macro';
import { CheckboxField } from '../../../ui/checkbox-field';
import { TextField } from '../../../ui/text-field';
import type { UserFormValues } from './user-form';

/** The "User information" tab: every field of ABP's user form, errors from the server at each. */
export function UserInfoFields({
  values,
  onChange,
  errors,
  isNew,
}: {
  values: UserFormValues;
  onChange(next: UserFormValues): void;
  errors: Record<string, string | undefined>;
  isNew: boolean;
}) {
  const { t } = useLingui();
  const text = (key: keyof UserFormValues) => ({
    value: values[key] as string,
    onChange: (e: { target: { value: string } }) => onChange({ ...values, [key]: e.target.value }),
    error: errors[key],
    touched: errors[key] ? true : undefined,
  });
  // User names and names may be Latin, Arabic or a phone number: each field takes the direction
  // of what is typed in it, so "+963…" does not show as "963…+" in Arabic.
  return (
    <>
      <TextField
        label={t`User name`}
        dir="auto"
        required
        autoComplete="off"
        maxLength={256}
        {...text('userName')}
      />
      <TextField label={t`Name`} dir="auto" autoComplete="off" maxLength={64} {...text('name')} />
      <TextField
        label={t`Surname`}
        dir="auto"
        autoComplete="off"
        maxLength={64}
        {...text('surname')}
      />
      <TextField
        label={t`Email address`}
        type="email"
        autoComplete="off"
        maxLength={256}
        {...text('email')}
      />
      <TextField
        label={t`Phone number`}
        type="tel"
        autoComplete="off"
        maxLength={32}
        {...text('phoneNumber')}
      />
      <TextField
        label={isNew ? t`Password` : t`New password`}
        hint={isNew ? undefined : t`Leave empty to keep the current password.`}
        type="password"
        autoComplete="new-password"
        required={isNew}
        maxLength={128}
        {...text('password')}
      />
      <CheckboxField
        label={t`Active`}
        checked={values.isActive}
        onCheckedChange={(isActive) => onChange({ ...values, isActive })}
      />
      <CheckboxField
        label={t`Lock account after failed login attempts`}
        checked={values.lockoutEnabled}
        onCheckedChange={(lockoutEnabled) => onChange({ ...values, lockoutEnabled })}
      />
    </>
  );
}
