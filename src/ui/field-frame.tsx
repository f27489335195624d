import type { ReactNode } from 'react';
import { ValidationMessage } from './validation-message';
import * as styles from './field.css';

type FieldFrameProps = {
  inputId: string;
  hintId: string;
  errorId: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** Checkboxes put the control before the label on one line. */
  inline?: boolean;
  className?: string;
  children: ReactNode;
};

export function FieldFrame(props: FieldFrameProps) {
  const { inputId, hintId, errorId, label, hint, error, required, inline, children } = props;
  const labelEl = (
    <label htmlFor={inputId} className={inline ? styles.checkboxLabel : styles.label}>
      {label}
      {required ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
  return (
    <div className={[styles.field, props.className].filter(Boolean).join(' ')}>
      {inline ? (
        <div className={styles.inlineRow}>
          {children}
          {labelEl}
        </div>
      ) : (
        <>
          {labelEl}
          {children}
        </>
      )}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <ValidationMessage id={errorId} error={error} />
    </div>
  );
}
