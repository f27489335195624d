import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import * as field from '../../../ui/field.css';
import { rangeMessage } from './range-messages';
import * as css from './history.css';

interface DateTimeInputProps {
  label: string;
  value: string;
  max: string;
  /** Raw range messages (contract texts) for this input; shown translated. */
  errors: readonly string[];
  /** The id of the range hint, read with the input. */
  hintId: string;
  onChange: (value: string) => void;
  onFocus: () => void;
}

/** One end of the custom range: a labelled `datetime-local` whose messages it describes itself with. */
export function DateTimeInput(props: DateTimeInputProps) {
  const { label, value, max, errors, hintId, onChange, onFocus } = props;
  const { i18n } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;
  return (
    <div className={`${field.field} ${css.dateField}`}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <input
        id={id}
        type="datetime-local"
        step={60}
        required
        max={max}
        value={value}
        className={field.control}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
        onChange={(e) => onChange(e.target.value)}
        onFocus={onFocus}
      />
      {invalid ? (
        <div id={errorId} role="alert" className={field.error}>
          {errors.map((e) => (
            <p key={e} className={field.error}>
              {i18n._(rangeMessage(e))}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
