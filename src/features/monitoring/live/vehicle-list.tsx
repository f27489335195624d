import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../time';
import type { LiveVehicle } from '../use-live-vehicles';
import * as css from './live.css';

/**
 * Every vehicle with its last report; choosing one selects it on the map. Plain buttons in a
 * list, so a screen-reader user has the same overview the map gives at a glance.
 */
export function VehicleList(props: {
  rows: readonly LiveVehicle[];
  onSelect: (id: string) => void;
}) {
  const { i18n } = useLingui();
  return (
    <section className={css.card} aria-labelledby="vehicle-list-title">
      <h2 id="vehicle-list-title" className={css.title}>
        <Trans>Vehicles ({props.rows.length})</Trans>
      </h2>
      <ul className={css.list} data-testid="vehicle-list">
        {props.rows.map(({ vehicle, position }) => (
          <li key={vehicle.id}>
            <button
              type="button"
              className={css.listItem}
              onClick={() => props.onSelect(vehicle.id)}
            >
              <span dir="auto">{vehicle.name}</span>
              <span className={css.muted}>
                {position ? formatDateTime(position.time, i18n.locale) : <Trans>No position</Trans>}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
