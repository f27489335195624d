import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { VehicleDialog } from '../components/vehicle-dialog';
import { VehicleList } from '../components/vehicle-list';
import type { SubscriptionVehicle } from '../vehicle-form';
import * as css from './purchase.css';

export interface NewVehiclesProps {
  vehicles: readonly SubscriptionVehicle[];
  onChange: (vehicles: SubscriptionVehicle[]) => void;
  /** Shown under the list (e.g. "Must have at least one item"). */
  error?: string | null;
}

/** Add-vehicle button, its dialog and the cards with edit and delete (spec §2 items 4–5). */
export function NewVehicles({ vehicles, onChange, error }: NewVehiclesProps) {
  const { t } = useLingui();
  // null: closed; -1: adding; otherwise the index being edited.
  const [editing, setEditing] = useState<number | null>(null);
  const save = (vehicle: SubscriptionVehicle) => {
    const next = [...vehicles];
    if (editing === -1) next.push(vehicle);
    else if (editing !== null) next[editing] = vehicle;
    onChange(next);
    setEditing(null);
  };
  return (
    <fieldset className={css.section}>
      <legend className={css.sectionTitle}>
        <Trans>New vehicles</Trans>
      </legend>
      <div className={css.row}>
        <Button type="button" variant="secondary" onClick={() => setEditing(-1)}>
          <Trans>Add vehicle</Trans>
        </Button>
      </div>
      <VehicleList
        label={t`New vehicles`}
        vehicles={vehicles}
        onEdit={setEditing}
        onDelete={(index) => onChange(vehicles.filter((_, i) => i !== index))}
      />
      {error ? (
        <p role="alert" className={css.error}>
          {error}
        </p>
      ) : null}
      {editing !== null ? (
        <VehicleDialog
          vehicle={editing >= 0 ? vehicles[editing] : undefined}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </fieldset>
  );
}
