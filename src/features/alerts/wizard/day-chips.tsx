import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { dayOfWeek, type DayOfWeek } from '../../../api/contract/alerts.ts';
import { ValidationMessage } from '../../../ui/validation-message';
import { DAY_LABELS } from '../labels';
import { toggled } from './form';
import * as css from '../alerts.css';

export interface DayChipsProps {
  value: readonly DayOfWeek[];
  onChange: (days: DayOfWeek[]) => void;
  error?: string;
  /** Show the error before any chip was pressed (Next was pressed). */
  showError?: boolean;
}

/**
 * Sunday to Saturday as toggle buttons (spec part 2 §4 "Day chips toggle a day in daysOfWeek"):
 * each says whether it is chosen with aria-pressed, not by its colour alone. The chosen days are
 * kept in the week's order, whatever order they were pressed in.
 */
export function DayChips({ value, onChange, error: problem, showError }: DayChipsProps) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  const errorId = useId();
  const days = dayOfWeek.options;
  // Quiet until a chip was pressed: a fresh form is not a wall of red.
  const [touched, setTouched] = useState(false);
  const error = touched || showError ? problem : undefined;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      className={css.field}
    >
      <span id={labelId} className={css.fieldLabel}>
        {t`Work days`}
      </span>
      <div className={css.chips}>
        {days.map((day) => {
          const on = value.includes(day);
          return (
            <button
              key={day}
              type="button"
              aria-pressed={on}
              className={css.chip}
              onClick={() => {
                setTouched(true);
                onChange(days.filter((d) => toggled(value, day).includes(d)));
              }}
            >
              {i18n._(DAY_LABELS[day])}
            </button>
          );
        })}
      </div>
      <ValidationMessage id={errorId} error={error} />
    </div>
  );
}
