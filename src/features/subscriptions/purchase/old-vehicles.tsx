import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { VehicleList } from '../components/vehicle-list';
import type { SubscriptionVehicle } from '../vehicle-form';
import * as css from './purchase.css';

export interface OldVehiclesProps {
  vehicles: readonly SubscriptionVehicle[];
  /** Ids of the vehicles to delete with the renewal (removeVehicles). */
  removed: readonly string[];
  onRemovedChange: (ids: string[]) => void;
}

/** The account's vehicles in the renewal form; deleting records the id (spec §4). */
export function OldVehicles({ vehicles, removed, onRemovedChange }: OldVehiclesProps) {
  const { t } = useLingui();
  const removedCount = removed.length;
  const kept = vehicles.filter((v) => !v.id || !removed.includes(v.id));
  return (
    <fieldset className={css.section}>
      <legend className={css.sectionTitle}>
        <Trans>Current vehicles</Trans>
      </legend>
      <VehicleList
        label={t`Current vehicles`}
        vehicles={kept}
        emptyText={t`No vehicles are kept.`}
        onDelete={(index) => {
          const id = kept[index]?.id;
          if (id) onRemovedChange([...removed, id]);
        }}
      />
      {removed.length > 0 ? (
        <div className={css.row}>
          <span>
            <Trans>Vehicles to remove: {removedCount}</Trans>
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={() => onRemovedChange([])}>
            <Trans>Keep all vehicles</Trans>
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
