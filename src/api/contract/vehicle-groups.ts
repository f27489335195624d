import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { guid, idParams, noContent, pagedQuery, pagedResult, requiredName } from './common.ts';

// Vehicle groups of the track account in the access token (spec part 2 §3 "Vehicle group", §5,
// §7 "Vehicles and groups"). Owners only, with GoTrack.GroupManagement on. A group holds
// vehicles of its own account; a vehicle may be in several groups.

/** Spec part 2 §9: "Assigned vehicles of a group: 999". */
export const MAX_GROUP_VEHICLES = 999;
export const GROUP_NAME_MAX = 64;
export const tooManyGroupVehiclesMessage = (max: number) =>
  `A vehicle group can hold at most ${max} vehicles.`;

export const vehicleGroup = z.object({
  id: guid,
  name: z.string(),
  creationTime: z.string(),
  lastModificationTime: z.nullable(z.string()),
});
export type VehicleGroup = z.infer<typeof vehicleGroup>;

export const vehicleGroupName = requiredName(GROUP_NAME_MAX);

export const vehicleGroupCreate = z.object({
  name: vehicleGroupName,
  vehicleGroupVehicleCreateDtos: z._default(
    z
      .array(z.object({ vehicleId: guid }))
      .check(z.maxLength(MAX_GROUP_VEHICLES, tooManyGroupVehiclesMessage(MAX_GROUP_VEHICLES))),
    [],
  ),
});
export type VehicleGroupCreate = z.input<typeof vehicleGroupCreate>;

/** Answers the new group's id as text (ABP). Takes an `Idempotency-Key`. */
export const createVehicleGroup = endpoint({
  method: 'POST',
  path: '/api/app/vehicleGroup',
  body: vehicleGroupCreate,
  response: guid,
  responseType: 'text',
});

export const getVehicleGroup = endpoint({
  method: 'GET',
  path: '/api/app/vehicleGroup/:id',
  params: idParams,
  response: vehicleGroup,
});

/** By name. The groups page asks for 50 at a time (spec part 2 §9). */
export const listVehicleGroups = endpoint({
  method: 'GET',
  path: '/api/app/vehicleGroup',
  query: pagedQuery,
  response: pagedResult(vehicleGroup),
});

/** Beyond the spec (ABP's usual update): renames the group. */
export const updateVehicleGroup = endpoint({
  method: 'PUT',
  path: '/api/app/vehicleGroup/:id',
  params: idParams,
  body: z.object({ name: vehicleGroupName }),
  response: vehicleGroup,
});

/** Beyond the spec (ABP's usual delete): observers watching through it stop seeing its vehicles. */
export const deleteVehicleGroup = endpoint({
  method: 'DELETE',
  path: '/api/app/vehicleGroup/:id',
  params: idParams,
  response: noContent,
});

const vehicleInGroup = z.object({ id: guid, groupId: guid });

/** Adding a vehicle already in the group changes nothing (so a replay is harmless). */
export const addVehicleToGroup = endpoint({
  method: 'POST',
  path: '/api/app/vehicle/:id/addToVehicleGroup/:groupId',
  params: vehicleInGroup,
  response: noContent,
});

export const removeVehicleFromGroup = endpoint({
  method: 'DELETE',
  path: '/api/app/vehicle/:id/removeFromVehicleGroup/:groupId',
  params: vehicleInGroup,
  response: noContent,
});
