import type { FocusEvent, InputHTMLAttributes, Ref } from 'react';
import { FieldFrame } from './field-frame';
import { useField } from './use-field';
import type { FieldBaseProps } from './use-field';
import * as styles from './field.css';

export type TextFieldProps = FieldBaseProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
    ref?: Ref<HTMLInputElement>;
  };

export function TextField({
  label,
  hint,
  error,
  touched,
  id,
  className,
  onBlur,
  type = 'text',
  ...input
}: TextFieldProps) {
  const f = useField({ id, hint, error, touched });
  return (
    <FieldFrame
      {...f}
      label={label}
      hint={hint}
      error={f.shownError}
      required={input.required}
      className={className}
    >
      <input
        {...input}
        {...f.a11y}
        id={f.inputId}
        type={type}
        className={styles.control}
        onBlur={(e: FocusEvent<HTMLInputElement>) => {
          f.markTouched();
          onBlur?.(e);
        }}
      />
    </FieldFrame>
  );
}
