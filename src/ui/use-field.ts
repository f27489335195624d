import { useId, useState } from 'react';
import type { ReactNode } from 'react';

/** Props every form field shares. */
export type FieldBaseProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** A validation key (`required`, `minLength[3]` …) or a ready message. */
  error?: string | null;
  /** Controlled "touched" flag (e.g. from react-hook-form); without it the field tracks its own blur. */
  touched?: boolean;
  id?: string;
};

export function useField({ id, hint, error, touched }: Omit<FieldBaseProps, 'label'>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [blurred, setBlurred] = useState(false);
  // Untouched fields stay quiet so a fresh form is not a wall of red.
  const shownError = (touched ?? blurred) && error ? error : undefined;
  const describedBy = [hint ? hintId : null, shownError ? errorId : null].filter(Boolean).join(' ');
  return {
    inputId,
    hintId,
    errorId,
    shownError,
    a11y: {
      'aria-describedby': describedBy || undefined,
      'aria-invalid': shownError ? true : undefined,
    },
    markTouched: () => setBlurred(true),
  };
}
