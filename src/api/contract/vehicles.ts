import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { guid, idParams, noContent, pagedQuery, pagedResult } from './common.ts';

// Vehicles of the track account in the access token (spec part 2 §3 "Vehicle", §7).

export const vehicle = z.object({
  id: guid,
  licensePlateSerial: z.string(),
  licensePlateSubClass: z.string(),
  colorHex: z.string(),
  consumptionRate: z.number(),
  trackingDeviceId: z.string(),
  /** Shown as "serial - subclass". */
  name: z.string(),
});
export type Vehicle = z.infer<typeof vehicle>;

export const vehicleWithAuditing = z.extend(vehicle, {
  creationTime: z.string(),
  lastModificationTime: z.nullish(z.string()),
});
export type VehicleWithAuditing = z.infer<typeof vehicleWithAuditing>;

export const listVehicles = endpoint({
  method: 'GET',
  path: '/api/app/vehicle',
  query: z.extend(pagedQuery, { vehicleGroupId: z.optional(guid) }),
  response: pagedResult(vehicle),
});

export const getVehiclesWithAuditing = endpoint({
  method: 'GET',
  path: '/api/app/vehicle/vehicleViewModelWithAuditing',
  query: pagedQuery,
  response: pagedResult(vehicleWithAuditing),
});

export const getVehicle = endpoint({
  method: 'GET',
  path: '/api/app/vehicle/:id',
  params: idParams,
  response: vehicle,
});

/**
 * Owners only; beyond the spec (issue 11). Gives the vehicle's tracking device a new secret and
 * answers it as text, once: the device sends it as `key` with every OsmAnd fix, and fixes without
 * it are refused from then on. DELETE removes the key.
 */
export const createDeviceKey = endpoint({
  method: 'POST',
  path: '/api/app/vehicle/:id/deviceKey',
  params: idParams,
  response: z.string(),
  responseType: 'text',
});

export const deleteDeviceKey = endpoint({
  method: 'DELETE',
  path: '/api/app/vehicle/:id/deviceKey',
  params: idParams,
  response: noContent,
});
