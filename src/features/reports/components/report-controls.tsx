import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TRIP_REPORT_MAX_DAYS } from '../../../api/contract/trip-reports.ts';
import * as field from '../../../ui/field.css';
import { SelectField, type SelectOption } from '../../../ui/select-field';
import type { RangeProblem } from './report-range';
import * as css from './reports.styles';

interface ReportControlsProps {
  /** null: the report is about the whole fleet (no vehicle to pick). */
  vehicles: SelectOption[] | null;
  vehicleId: string;
  onVehicle: (id: string) => void;
  fromDay: string;
  toDay: string;
  maxDay: string;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  problem: RangeProblem;
}

/** The vehicle and the days a report covers; a bad range says why, at the dates. */
export function ReportControls(p: ReportControlsProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const errorId = `${id}-range`;
  const days = i18n.number(TRIP_REPORT_MAX_DAYS);
  const date = (which: 'from' | 'to', label: string, value: string, set: (v: string) => void) => (
    <div className={field.field}>
      <label htmlFor={`${id}-${which}`} className={field.label}>
        {label}
      </label>
      <input
        id={`${id}-${which}`}
        type="date"
        required
        max={p.maxDay}
        value={value}
        className={field.control}
        aria-invalid={p.problem ? true : undefined}
        aria-describedby={p.problem ? errorId : undefined}
        onChange={(e) => set(e.target.value)}
      />
    </div>
  );
  return (
    <div style={css.controls}>
      {p.vehicles ? (
        <SelectField
          label={t`Vehicle`}
          options={p.vehicles}
          value={p.vehicleId}
          onChange={(e) => p.onVehicle(e.target.value)}
        />
      ) : null}
      {date('from', t`From`, p.fromDay, p.onFrom)}
      {date('to', t`To`, p.toDay, p.onTo)}
      {p.problem ? (
        <p id={errorId} role="alert" className={field.error}>
          {p.problem === 'order' ? (
            <Trans>The first day must not be after the last.</Trans>
          ) : (
            <Trans>A report covers at most {days} days.</Trans>
          )}
        </p>
      ) : null}
    </div>
  );
}
