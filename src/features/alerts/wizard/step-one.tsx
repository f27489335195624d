import { useLingui } from '@lingui/react/macro';
import type { FormAlertType } from '../../../api/contract/alerts.ts';
import { SelectField } from '../../../ui/select-field';
import { ChoicePicker } from '../components/choice-picker';
import { formTypeLabel } from '../labels';
import { isFormType, withType, type AlertForm } from './form';
import { QuietFields } from './quiet-fields';
import { SpeedGauge } from './speed-gauge';
import type { Problems } from './validate';
import { WorkTimeFields } from './work-time-fields';
import * as css from '../alerts.css';

export interface StepOneProps {
  accountId: string;
  form: AlertForm;
  onChange: (update: (form: AlertForm) => AlertForm) => void;
  /** The types whose feature is on (spec part 2 §3 "Alert type to feature"). */
  types: readonly FormAlertType[];
  /** GoTrack.GroupManagement: "based on groups" may be chosen. */
  groupsOn: boolean;
  problems: Problems;
  showAll: boolean;
}

/** Step 1 of the wizard (spec part 2 §4): the type, what it watches, and the type's fields. */
export function StepOne({
  accountId,
  form,
  onChange,
  types,
  groupsOn,
  problems,
  showAll,
}: StepOneProps) {
  const { t, i18n } = useLingui();
  const patch = (fields: Partial<AlertForm>) => onChange((f) => ({ ...f, ...fields }));
  const type = form.alertType;
  return (
    <div className={css.fields}>
      <SelectField
        label={t`Alert type`}
        placeholder={t`Choose a type`}
        options={types.map((value) => ({ value, label: i18n._(formTypeLabel(value)) }))}
        value={type}
        onChange={(e) => {
          const next = e.target.value;
          onChange((f) => withType(f, isFormType(next) ? next : ''));
        }}
        error={problems.alertType}
        touched={showAll ? true : undefined}
        required
      />
      {groupsOn ? (
        <label className={css.option}>
          <input
            type="checkbox"
            className={css.box}
            checked={form.basedOnGroups}
            onChange={(e) => patch({ basedOnGroups: e.target.checked })}
          />
          {t`Based on groups`}
        </label>
      ) : null}
      {groupsOn && form.basedOnGroups ? (
        <ChoicePicker
          key="groups"
          accountId={accountId}
          kind="groups"
          label={t`Vehicle groups`}
          selected={form.vehicleGroupIds}
          onChange={(vehicleGroupIds) => patch({ vehicleGroupIds })}
          error={problems.targets}
          showError={showAll}
        />
      ) : (
        <ChoicePicker
          key="vehicles"
          accountId={accountId}
          kind="vehicles"
          label={t`Vehicles`}
          selected={form.vehicleIds}
          onChange={(vehicleIds) => patch({ vehicleIds })}
          error={problems.targets}
          showError={showAll}
        />
      )}
      {form.maxSpeed !== undefined ? (
        <SpeedGauge
          value={form.maxSpeed}
          onChange={(maxSpeed) => patch({ maxSpeed })}
          error={problems.maxSpeed}
        />
      ) : null}
      {form.geoZoneIds ? (
        <ChoicePicker
          accountId={accountId}
          kind="zones"
          label={t`Geo-zones`}
          selected={form.geoZoneIds}
          onChange={(geoZoneIds) => patch({ geoZoneIds })}
          error={problems.geoZoneIds}
          showError={showAll}
        />
      ) : null}
      {form.routeIds ? (
        <ChoicePicker
          accountId={accountId}
          kind="routes"
          label={t`Routes`}
          selected={form.routeIds}
          onChange={(routeIds) => patch({ routeIds })}
          error={problems.routeIds}
          showError={showAll}
        />
      ) : null}
      {form.daysOfWeek ? (
        <WorkTimeFields
          value={{
            name: form.name ?? '',
            startTime: form.startTime ?? '',
            endTime: form.endTime ?? '',
            daysOfWeek: form.daysOfWeek,
          }}
          onChange={patch}
          problems={problems}
          showAll={showAll}
        />
      ) : null}
      <QuietFields
        form={form}
        onChange={patch}
        problems={problems}
        showAll={showAll}
        speeding={type === 'SpeedViolation'}
      />
    </div>
  );
}
