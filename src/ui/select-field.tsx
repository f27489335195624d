import type { FocusEvent, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import { useField } from './use-field';
import type { FieldBaseProps } from './use-field';
import * as styles from './field.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = FieldBaseProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
    options: readonly SelectOption[];
    /** Text of an empty first option, so "nothing chosen" is a real, required-checkable state. */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({
  label,
  hint,
  error,
  touched,
  id,
  className,
  onBlur,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const f = useField({ id, hint, error, touched });
  return (
    <FieldFrame
      {...f}
      label={label}
      hint={hint}
      error={f.shownError}
      required={select.required}
      className={className}
    >
      <select
        {...select}
        {...f.a11y}
        id={f.inputId}
        className={styles.control}
        onBlur={(e: FocusEvent<HTMLSelectElement>) => {
          f.markTouched();
          onBlur?.(e);
        }}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
