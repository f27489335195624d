import { useLingui } from '@lingui/react';
import { formatValidationError } from './validation';
import * as styles from './field.css';

export type ValidationMessageProps = {
  id?: string;
  /** A validation key such as `required` or `minLength[3]`, or a ready message. */
  error?: string | null;
};

export function ValidationMessage({ id, error }: ValidationMessageProps) {
  const { i18n } = useLingui();
  if (!error) return null;
  return (
    <p id={id} className={styles.error}>
      {formatValidationError(error, i18n)}
    </p>
  );
}
