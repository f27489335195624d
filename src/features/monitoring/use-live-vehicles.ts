import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PositionValue } from '../../api/contract/monitoring.ts';
import type { Vehicle } from '../../api/contract/vehicles.ts';
import type { VehicleMarker } from '../../map/types';
import { liveLocationsQuery, type LivePosition } from './api/live-locations';
import { useVehicleStatuses, type VehicleState } from './status/use-vehicle-statuses';
import { vehiclesQuery } from './api/vehicles';
import { useVehicleNaming } from './vehicle-names';

export interface LiveVehicle {
  vehicle: Vehicle;
  /** The latest known position; undefined while the vehicle has never reported. */
  position: LivePosition | undefined;
  /** Moving, stopped, parked or no signal (with its heading and stop); undefined without a position. */
  state: VehicleState | undefined;
}

/** The account's vehicles joined with the 5-second live poll (spec part 2 §4 "Monitoring"). */
export function useLiveVehicles(accountId: string) {
  const { namedList } = useVehicleNaming();
  const vehicles = useQuery({ ...vehiclesQuery(accountId), select: namedList });
  const live = useQuery(liveLocationsQuery(accountId));
  const { states, now } = useVehicleStatuses(live.data, live.dataUpdatedAt);
  const rows = useMemo<LiveVehicle[]>(
    () =>
      (vehicles.data ?? []).map((v) => ({
        vehicle: v,
        position: live.data?.[v.id],
        state: states.get(v.id),
      })),
    [vehicles.data, live.data, states],
  );
  return { rows, vehicles, live, now };
}

/** Map markers of the located vehicles among `rows`. */
export function toMarkers(rows: readonly LiveVehicle[]): VehicleMarker[] {
  const markers: VehicleMarker[] = [];
  for (const { vehicle, position, state } of rows) {
    if (!position) continue;
    markers.push({
      id: vehicle.id,
      label: vehicle.name,
      lat: position.latitude,
      lon: position.longitude,
      status: state?.status,
      heading: state?.heading,
    });
  }
  return markers;
}

/** "lat,lon" with 6 decimals (about 10 cm): what "copy location" puts on the clipboard. */
export const locationText = (p: Pick<PositionValue, 'latitude' | 'longitude'>) =>
  `${p.latitude.toFixed(6)},${p.longitude.toFixed(6)}`;
