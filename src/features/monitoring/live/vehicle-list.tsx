import { Trans } from '@lingui/react/macro';
import { StatusLine } from '../status/status-view';
import type { LiveVehicle } from '../use-live-vehicles';
import * as css from './live.css';

/**
 * Every vehicle with its last report; choosing one selects it on the map. Plain buttons in a
 * list, so a screen-reader user has the same overview the map gives at a glance.
 */
export function VehicleList(props: {
  rows: readonly LiveVehicle[];
  /** The vehicle on the map: its row is pressed, and pressing it again shows them all. */
  selectedId?: string | null;
  onSelect: (id: string | null) => void;
}) {
  return (
    <section className={css.card} aria-labelledby="vehicle-list-title">
      <h2 id="vehicle-list-title" className={css.title}>
        <Trans>Vehicles ({props.rows.length})</Trans>
      </h2>
      <ul className={css.list} data-testid="vehicle-list">
        {props.rows.map(({ vehicle, position, state }) => (
          <li key={vehicle.id}>
            <button
              type="button"
              className={css.listItem}
              // Where focus goes when the vehicle's card is closed (live-map-page.tsx).
              data-vehicle={vehicle.id}
              aria-pressed={vehicle.id === props.selectedId}
              onClick={() => props.onSelect(vehicle.id === props.selectedId ? null : vehicle.id)}
            >
              <span dir="auto">{vehicle.name}</span>
              <span className={css.muted} data-testid="vehicle-status">
                <StatusLine position={position} state={state} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
