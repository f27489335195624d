import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { notificationMethod, type NotificationMethod } from '../../../api/contract/alerts.ts';
import { ValidationMessage } from '../../../ui/validation-message';
import { METHOD_LABELS } from '../labels';
import * as css from '../alerts.css';

export interface MethodsFieldProps {
  value: readonly NotificationMethod[];
  onToggle: (method: NotificationMethod) => void;
  error?: string;
  showError: boolean;
}

/** The notification-method checkbox list (spec part 2 §2, §3): app, SMS, e-mail. */
export function MethodsField({ value, onToggle, error, showError }: MethodsFieldProps) {
  const { t, i18n } = useLingui();
  const [touched, setTouched] = useState(false);
  const shown = touched || showError ? error : undefined;
  return (
    <fieldset className={css.fieldset} data-problem={shown ? true : undefined}>
      <legend className={css.fieldLabel}>{t`Notify me by`}</legend>
      {notificationMethod.options.map((method) => (
        <label key={method} className={css.option}>
          <input
            type="checkbox"
            className={css.box}
            checked={value.includes(method)}
            onChange={() => {
              setTouched(true);
              onToggle(method);
            }}
          />
          {i18n._(METHOD_LABELS[method])}
        </label>
      ))}
      <ValidationMessage error={shown} />
    </fieldset>
  );
}
