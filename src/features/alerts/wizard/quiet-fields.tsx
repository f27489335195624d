import { useLingui } from '@lingui/react/macro';
import { QUIET_DEFAULTS, type QuietSetting } from '../../../api/contract/alert-quiet.ts';
import { TextField } from '../../../ui/text-field';
import type { AlertForm } from './form';
import type { Problems } from './validate';
import * as css from '../alerts.css';

export interface QuietFieldsProps {
  form: AlertForm;
  onChange: (patch: Partial<AlertForm>) => void;
  problems: Problems;
  /** Next was pressed: every problem shows, touched or not. */
  showAll: boolean;
  /** The speeding alert explains its minimum duration its own way. */
  speeding: boolean;
}

/**
 * Issue 31: when an alert counts — the minimum duration, the zone margin and the late-position
 * limit its type takes (form.ts puts them in the form with their defaults), each with one line
 * saying what it does.
 */
export function QuietFields({ form, onChange, problems, showAll, speeding }: QuietFieldsProps) {
  const { t } = useLingui();
  const { speedMinDurationSeconds: speed, zoneMinDurationSeconds: zone } = QUIET_DEFAULTS;
  const { zoneMarginMeters: margin, staleAfterMinutes: late } = QUIET_DEFAULTS;
  const fields: { setting: QuietSetting; label: string; hint: string }[] = [];
  if (form.minDurationSeconds !== undefined) {
    fields.push({
      setting: 'minDurationSeconds',
      label: t`Minimum duration (seconds)`,
      hint: speeding
        ? t`Speeding counts only once it has lasted this long. Default: ${speed}.`
        : t`Entering or leaving counts only once the vehicle has stayed on the new side this long. Default: ${zone}.`,
    });
  }
  if (form.zoneMarginMeters !== undefined) {
    fields.push({
      setting: 'zoneMarginMeters',
      label: t`Zone margin (metres)`,
      hint: t`The vehicle must be this far inside to enter and this far outside to leave, so GPS drift on the edge is ignored. Default: ${margin}.`,
    });
  }
  if (form.staleAfterMinutes !== undefined) {
    fields.push({
      setting: 'staleAfterMinutes',
      label: t`Late positions (minutes)`,
      hint: t`A position that reaches the server this much later than it was taken (uploaded after a loss of coverage) raises no alert; reports still show it. Default: ${late}.`,
    });
  }
  if (fields.length === 0) return null;
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.fieldLabel}>{t`When an alert counts`}</legend>
      <div className={css.fields}>
        {fields.map(({ setting, label, hint }) => (
          <TextField
            key={setting}
            label={label}
            hint={hint}
            value={form[setting] ?? ''}
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            required
            onChange={(e) => onChange({ [setting]: e.target.value })}
            error={problems[setting]}
            touched={showAll ? true : undefined}
          />
        ))}
      </div>
    </fieldset>
  );
}
