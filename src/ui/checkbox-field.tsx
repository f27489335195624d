import * as Checkbox from '@radix-ui/react-checkbox';
import type { Ref } from 'react';
import { FieldFrame } from './field-frame';
import { useField } from './use-field';
import type { FieldBaseProps } from './use-field';
import * as styles from './field.css';

export type CheckboxFieldProps = FieldBaseProps & {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  onBlur?: () => void;
  name?: string;
  value?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
};

export function CheckboxField({
  label,
  hint,
  error,
  touched,
  id,
  className,
  onBlur,
  onCheckedChange,
  ...box
}: CheckboxFieldProps) {
  const f = useField({ id, hint, error, touched });
  return (
    <FieldFrame
      {...f}
      label={label}
      hint={hint}
      error={f.shownError}
      required={box.required}
      className={className}
      inline
    >
      <Checkbox.Root
        {...box}
        {...f.a11y}
        id={f.inputId}
        className={styles.checkbox}
        // Radix reports "indeterminate" too; callers of a plain checkbox only want a boolean.
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
        onBlur={() => {
          f.markTouched();
          onBlur?.();
        }}
      >
        <Checkbox.Indicator>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Checkbox.Indicator>
      </Checkbox.Root>
    </FieldFrame>
  );
}
