import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { formatAmount } from '../format';
import {
  fromApiColor,
  perLitreToPerTank,
  plateName,
  type SubscriptionVehicle,
} from '../vehicle-form';
import * as css from './vehicle.css';

export interface VehicleListProps {
  vehicles: readonly SubscriptionVehicle[];
  /** Without it the cards have no edit button (e.g. vehicles read from a spreadsheet). */
  onEdit?: (index: number) => void;
  onDelete?: (index: number) => void;
  /** Shown when the list is empty. */
  emptyText?: string;
  /** Names the list for assistive technology ("New vehicles", "Current vehicles"). */
  label: string;
}

/** Vehicle cards with edit and delete, for the create, increase-vehicles and renew screens. */
export function VehicleList({ vehicles, onEdit, onDelete, emptyText, label }: VehicleListProps) {
  const { t, i18n } = useLingui();
  if (vehicles.length === 0) {
    return emptyText ? <p className={css.facts}>{emptyText}</p> : null;
  }
  return (
    <ul className={css.list} aria-label={label}>
      {vehicles.map((v, index) => {
        const plate = plateName(v, (d) => i18n._(d));
        const rate = formatAmount(perLitreToPerTank(v.consumptionRate), i18n.locale);
        return (
          <li key={v.id ?? `${index}:${plate}`} className={css.card}>
            <span
              className={css.cardColor}
              style={{ backgroundColor: fromApiColor(v.color) }}
              aria-hidden="true"
            />
            <div className={css.cardBody}>
              <p className={css.plate}>{plate}</p>
              <p className={css.facts}>
                <Trans>{rate} km / 20 L</Trans>
                {v.needsTrackingDevice ? <> · {t`Needs a tracking device`}</> : null}
              </p>
            </div>
            <div className={css.actions}>
              {onEdit ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onEdit(index)}
                  aria-label={t`Edit ${plate}`}
                >
                  <Trans>Edit</Trans>
                </Button>
              ) : null}
              {onDelete ? (
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => onDelete(index)}
                  aria-label={t`Delete ${plate}`}
                >
                  <Trans>Delete</Trans>
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
