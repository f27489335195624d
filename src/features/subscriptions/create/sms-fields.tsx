import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { FormSelectField } from '../../../ui/form-fields';
import { formatAmount, formatCount } from '../format';
import { smsBundlesQuery } from './api/sms-bundles';
import type { CreateValues } from './create-form';
import * as css from './create.css';

/** The SMS yes / no choice and, with yes, the bundle (then required, spec §5). */
export function SmsFields({ control }: { control: Control<CreateValues> }) {
  const { t, i18n } = useLingui();
  const sms = useWatch({ control, name: 'sms' });
  const bundles = useQuery({ ...smsBundlesQuery(i18n.locale), enabled: sms === 'yes' }).data?.items;
  return (
    <div className={css.grid}>
      <Controller
        control={control}
        name="sms"
        render={({ field }) => (
          <fieldset className={css.fieldset}>
            <legend className={css.legend}>{t`SMS messages`}</legend>
            <div className={css.choices}>
              {(['yes', 'no'] as const).map((v) => (
                <label key={v} className={css.choice}>
                  <input
                    type="radio"
                    name={field.name}
                    value={v}
                    checked={field.value === v}
                    onChange={() => field.onChange(v)}
                    onBlur={field.onBlur}
                  />
                  {v === 'yes' ? t`Yes` : t`No`}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      {sms === 'yes' ? (
        <FormSelectField
          control={control}
          name="smsBundleId"
          rules={{ validate: (v, all) => all.sms === 'no' || v !== '' || 'smsBundleRequired' }}
          required
          label={t`SMS bundle`}
          placeholder={t`Choose a bundle`}
          options={(bundles ?? []).map((b) => {
            const name = b.name;
            const count = formatCount(b.messagesCount, i18n.locale);
            const price = formatAmount(b.price, i18n.locale);
            return { value: b.id, label: t`${name} — ${count} messages — ${price} SP` };
          })}
        />
      ) : null}
    </div>
  );
}
