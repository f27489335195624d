import { useLingui } from '@lingui/react/macro';
import { JOB_TIME_NAME_MAX, type DayOfWeek } from '../../../api/contract/alerts.ts';
import { TextField } from '../../../ui/text-field';
import { DayChips } from './day-chips';
import type { Problems } from './validate';
import * as css from '../alerts.css';

export interface WorkTimeValue {
  name: string;
  startTime: string;
  endTime: string;
  daysOfWeek: DayOfWeek[];
}

export interface WorkTimeFieldsProps {
  value: WorkTimeValue;
  onChange: (patch: Partial<WorkTimeValue>) => void;
  problems: Problems;
  /** Next was pressed: every problem shows, touched or not. */
  showAll: boolean;
}

/**
 * The work-time form (spec part 2 §3): a name, a start and an end as 24-hour "HH:mm" text (a
 * time input would show AM/PM in an English browser), and the days it applies to.
 */
export function WorkTimeFields({ value, onChange, problems, showAll }: WorkTimeFieldsProps) {
  const { t } = useLingui();
  const touched = showAll ? true : undefined;
  const clock = {
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    maxLength: 5,
    placeholder: t`HH:mm`,
    hint: t`24-hour time, like 17:45`,
    required: true,
    touched,
  };
  return (
    <div className={css.fields}>
      <TextField
        label={t`Work time name`}
        value={value.name}
        maxLength={JOB_TIME_NAME_MAX}
        onChange={(e) => onChange({ name: e.target.value })}
        error={problems.name}
        touched={touched}
        required
        autoComplete="off"
      />
      <div className={css.timeRow}>
        <TextField
          {...clock}
          label={t`Start time`}
          value={value.startTime}
          onChange={(e) => onChange({ startTime: e.target.value.trim() })}
          error={problems.startTime}
        />
        <TextField
          {...clock}
          label={t`End time`}
          value={value.endTime}
          onChange={(e) => onChange({ endTime: e.target.value.trim() })}
          error={problems.endTime}
        />
      </div>
      <DayChips
        value={value.daysOfWeek}
        onChange={(daysOfWeek) => onChange({ daysOfWeek })}
        error={problems.daysOfWeek}
        showError={showAll}
      />
    </div>
  );
}
