import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { FormCheckboxField, FormTextField } from '../../../ui/form-fields';
import { VehicleDialog } from '../components/vehicle-dialog';
import { VehicleList } from '../components/vehicle-list';
import type { SubscriptionVehicle } from '../vehicle-form';
import type { CreateValues } from './create-form';
import * as css from './create.css';

export interface VehiclesSectionProps {
  control: Control<CreateValues>;
  vehicles: readonly SubscriptionVehicle[];
  onChange: (vehicles: SubscriptionVehicle[]) => void;
  /** Excel mode: drop the loaded vehicles and go (back) to the upload step. */
  onUpload: () => void;
}

const countRules = {
  required: true,
  validate: (v: unknown) => /^\d+$/.test(String(v).trim()) || 'required',
};

/** Vehicles one by one (dialog) or, in Excel mode, the counts and the file's vehicles. */
export function VehiclesSection({ control, vehicles, onChange, onUpload }: VehiclesSectionProps) {
  const { t } = useLingui();
  const excelMode = useWatch({ control, name: 'excelMode' });
  // null: closed; -1: adding; otherwise the index edited.
  const [editing, setEditing] = useState<number | null>(null);
  const save = (vehicle: SubscriptionVehicle) => {
    onChange(
      editing === -1 || editing === null
        ? [...vehicles, vehicle]
        : vehicles.map((v, i) => (i === editing ? vehicle : v)),
    );
    setEditing(null);
  };
  return (
    <>
      <FormCheckboxField
        control={control}
        name="excelMode"
        label={t`Upload the vehicles from an Excel file`}
      />
      {excelMode ? (
        <>
          <div className={css.grid}>
            <FormTextField
              control={control}
              name="vehicleCount"
              rules={countRules}
              required
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              label={t`Vehicle count`}
            />
            <FormTextField
              control={control}
              name="deviceCount"
              rules={countRules}
              required
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              label={t`Tracking devices needed`}
            />
          </div>
          <VehicleList
            vehicles={vehicles}
            label={t`Vehicles from the file`}
            emptyText={t`No file uploaded yet: Confirm leads to the upload step.`}
          />
          {vehicles.length > 0 ? (
            <div className={css.row}>
              <Button variant="secondary" onClick={onUpload}>
                <Trans>Upload another file</Trans>
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <>
          <VehicleList
            vehicles={vehicles}
            label={t`Vehicles`}
            emptyText={t`No vehicles added yet.`}
            onEdit={setEditing}
            onDelete={(index) => onChange(vehicles.filter((_, i) => i !== index))}
          />
          <div className={css.row}>
            <Button variant="secondary" onClick={() => setEditing(-1)}>
              <Trans>Add vehicle</Trans>
            </Button>
          </div>
          {editing !== null ? (
            <VehicleDialog
              vehicle={editing >= 0 ? vehicles[editing] : undefined}
              onSave={save}
              onClose={() => setEditing(null)}
            />
          ) : null}
        </>
      )}
    </>
  );
}
