import { useEffect, useState } from 'react';
import { hashKey, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { HttpError } from '../../../api/http-error.ts';
import { vehicleQuery, vehiclesQuery } from '../api/vehicles';
import { useVehicleNaming } from '../vehicle-names';

/** The server's "not yours to see": not in this account, or no longer shared with an observer. */
const isRefusal = (error: unknown) =>
  error instanceof HttpError && (error.status === 403 || error.status === 404);

/**
 * The vehicle as the saved list holds it, until (or, offline, instead of) its own answer: a
 * vehicle opened for the first time from a notification shows offline too.
 */
const vehicleFromList = (client: QueryClient, accountId: string, id: string) => ({
  initialData: () =>
    client.getQueryData(vehiclesQuery(accountId).queryKey)?.find((v) => v.id === id),
  initialDataUpdatedAt: () =>
    client.getQueryState(vehiclesQuery(accountId).queryKey)?.dataUpdatedAt,
});

/** A vehicle the server refused: no saved copy (its own, the list's) may show it again. */
function forgetVehicle(client: QueryClient, accountId: string, id: string) {
  client.setQueryData(vehiclesQuery(accountId).queryKey, (list) =>
    list?.filter((v) => v.id !== id),
  );
  client.removeQueries({ queryKey: vehicleQuery(accountId, id).queryKey, exact: true });
}

/**
 * The tracked vehicle, and whether the server refused it. A refusal wins over a saved copy (an
 * owner took the vehicle back from this observer since): the copy is forgotten, so no later
 * start, offline either, shows it; and the vehicle is not asked for again on this screen.
 */
export function useTrackVehicle(accountId: string, vehicleId: string) {
  const client = useQueryClient();
  const { named } = useVehicleNaming();
  const [refused, setRefused] = useState(false);
  const options = vehicleQuery(accountId, vehicleId);
  const vehicle = useQuery({
    ...options,
    ...vehicleFromList(client, accountId, vehicleId),
    // Asked again at each opening, whatever the saved copy's age: that is when a vehicle taken
    // back from an observer must stop showing.
    staleTime: 0,
    enabled: !refused,
    select: named,
  });
  const hash = hashKey(options.queryKey);
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (event.query.queryHash !== hash || !isRefusal(event.action.error)) return;
        setRefused(true);
        forgetVehicle(client, accountId, vehicleId);
      }),
    [client, hash, accountId, vehicleId],
  );
  return { vehicle, refused: refused || isRefusal(vehicle.error) };
}
