import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { notificationMethod, type NotificationMethod } from '../../../api/contract/alerts.ts';
import { ValidationMessage } from '../../../ui/validation-message';
import { METHOD_LABELS } from '../labels';
import * as css from '../alerts.css';
import { useMailingAvailable } from './use-mailing-available';

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
  const noMailId = useId();
  const mailing = useMailingAvailable();
  // Without a mail server e-mail cannot be chosen; an alert that has it may still drop it.
  const off = (method: NotificationMethod) =>
    method === 'Mailing' && !mailing && !value.includes(method);
  return (
    <fieldset className={css.fieldset} data-problem={shown ? true : undefined}>
      <legend className={css.fieldLabel}>{t`Notify me by`}</legend>
      {notificationMethod.options.map((method) => (
        <label key={method} className={css.option}>
          <input
            type="checkbox"
            className={css.box}
            checked={value.includes(method)}
            disabled={off(method)}
            aria-describedby={method === 'Mailing' && !mailing ? noMailId : undefined}
            onChange={() => {
              setTouched(true);
              onToggle(method);
            }}
          />
          {i18n._(METHOD_LABELS[method])}
        </label>
      ))}
      {mailing ? null : (
        <p id={noMailId} className={css.muted}>
          {t`E-mail cannot be chosen: this service cannot send e-mail yet (no mail server is set up). Choose the app or SMS, or ask the service's operator.`}
        </p>
      )}
      <ValidationMessage error={shown} />
    </fieldset>
  );
}
