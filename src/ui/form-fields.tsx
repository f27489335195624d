import { useController } from 'react-hook-form';
import type {
  Control,
  FieldError,
  FieldPath,
  FieldValues,
  UseControllerProps,
} from 'react-hook-form';
import { CheckboxField } from './checkbox-field';
import type { CheckboxFieldProps } from './checkbox-field';
import { SelectField } from './select-field';
import type { SelectFieldProps } from './select-field';
import { TextField } from './text-field';
// The count keys (minLength[3] …) these fields produce.
import './validation-counts';
import type { TextFieldProps } from './text-field';

type Bound =
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'touched' | 'ref' | 'defaultValue';

export type FormFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  rules?: UseControllerProps<T>['rules'];
};

/**
 * Built-in rules (`required: true`, `minLength: 3`) leave the message empty; their type and
 * limit make the same key a schema or server would send, so one formatter serves all.
 */
export function toValidationKey(
  error: FieldError | undefined,
  rules?: UseControllerProps<FieldValues>['rules'],
): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  const limit = rules?.minLength;
  const min = typeof limit === 'object' ? limit.value : limit;
  if (error.type === 'minLength' && min !== undefined) return `minLength[${min}]`;
  return error.type;
}

function useBoundField<T extends FieldValues>({ control, name, rules }: FormFieldProps<T>) {
  const { field, fieldState, formState } = useController({ control, name, rules });
  // Kept apart so the React compiler does not treat the whole field object as a ref.
  const { ref: inputRef, ...bound } = field;
  const touched = fieldState.isTouched || formState.isSubmitted;
  const error = toValidationKey(
    fieldState.error,
    rules as UseControllerProps<FieldValues>['rules'],
  );
  return {
    inputRef,
    field: bound,
    // After a submit attempt every invalid field speaks, touched or not.
    touched,
    error,
    /** The props every value field takes from the form. */
    valueProps: (disabled: boolean | undefined) => ({
      name: bound.name,
      ref: inputRef,
      value: bound.value ?? '',
      onChange: bound.onChange,
      onBlur: bound.onBlur,
      disabled: disabled || bound.disabled,
      touched,
      error,
    }),
  };
}

export function FormTextField<T extends FieldValues>({
  control,
  name,
  rules,
  ...props
}: FormFieldProps<T> & Omit<TextFieldProps, Bound>) {
  const { valueProps } = useBoundField({ control, name, rules });
  return <TextField {...props} {...valueProps(props.disabled)} />;
}

export function FormSelectField<T extends FieldValues>({
  control,
  name,
  rules,
  ...props
}: FormFieldProps<T> & Omit<SelectFieldProps, Bound>) {
  const { valueProps } = useBoundField({ control, name, rules });
  return <SelectField {...props} {...valueProps(props.disabled)} />;
}

export function FormCheckboxField<T extends FieldValues>({
  control,
  name,
  rules,
  ...props
}: FormFieldProps<T> & Omit<CheckboxFieldProps, Bound | 'checked' | 'onCheckedChange'>) {
  const { field, inputRef, touched, error } = useBoundField({ control, name, rules });
  return (
    <CheckboxField
      {...props}
      name={field.name}
      ref={inputRef}
      checked={field.value === true}
      onCheckedChange={field.onChange}
      onBlur={field.onBlur}
      disabled={props.disabled || field.disabled}
      touched={touched}
      error={error}
    />
  );
}
