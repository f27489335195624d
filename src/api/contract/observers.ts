import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { guid, idParams, noContent, pagedQuery, pagedResult, requiredName } from './common.ts';
import { phoneNumber } from './identity.ts';
import { invitationStatus } from './observer-invitations.ts';

// Observers of the track account in the access token (spec part 2 §3 "Observer", §4 "Observer
// activation", §5, §7 "Observers"). Owners only; every call but the list also needs
// GoTrack.ObserverManagement. An observer sees the vehicles assigned to them and the vehicles of
// the groups assigned to them, while active.

export const observerStatus = z.enum(['Active', 'Inactive']);

export const observer = z.object({
  /** The user's association with the account: what renewal's removeUsers and activation take. */
  id: guid,
  userId: guid,
  /** The name the owner gave; the user's own name when none was given. */
  name: z.string(),
  phoneNumber: z.nullable(z.string()),
  /** "Active" or "Inactive"; only active observers count against the plan's user count. */
  status: observerStatus,
  /**
   * Beyond the spec (issue 28): whether the person accepted the owner's invitation. Missing from
   * a back end without invitations, where every observer counts as accepted.
   */
  invitationStatus: z.optional(invitationStatus),
});
export type Observer = z.infer<typeof observer>;

export const OBSERVER_NAME_MAX = 64;
/** Answered when adding or activating an observer would pass the plan's user count. */
export const userCountReachedMessage = (userCount: number) =>
  `The plan of this track account allows ${userCount} active users. Deactivate an observer or renew with more users.`;

/** Owners only. */
export const listObservers = endpoint({
  method: 'GET',
  path: '/api/app/observation',
  query: pagedQuery,
  response: pagedResult(observer),
});

const ids = z._default(z.array(guid).check(z.maxLength(1000)), []);

export const observerCreate = z.object({
  name: requiredName(OBSERVER_NAME_MAX),
  /** Any form sign-in accepts (`09…`, `00963…`, Arabic digits); stored as E.164. */
  phoneNumber,
  vehicleIds: ids,
  vehicleGroupIds: ids,
});
export type ObserverCreate = z.input<typeof observerCreate>;

/**
 * A phone number without a user gets one, who completes a profile at first sign-in. Takes an
 * `Idempotency-Key`. Refused past the plan's user count. On our server the person is invited
 * (see observer-invitations.ts); adding again someone who declined invites them again.
 */
export const createObserver = endpoint({
  method: 'POST',
  path: '/api/app/observation/observer',
  body: observerCreate,
  response: observer,
});

export const observerUpdate = z.object({
  userTrackAccountAssociationId: guid,
  name: requiredName(OBSERVER_NAME_MAX),
  /** Another number hands this observer's place (and assignments) to that number's user. */
  phoneNumber,
});
export type ObserverUpdate = z.input<typeof observerUpdate>;

export const updateObserver = endpoint({
  method: 'PUT',
  path: '/api/app/observation/observer',
  body: observerUpdate,
  response: observer,
});

/** The observer loses the account at once (their next call or token refresh with it fails). */
export const deleteObserver = endpoint({
  method: 'DELETE',
  path: '/api/app/observation/observer',
  query: z.object({ phoneNumber }),
  response: noContent,
});

/** `id` is the observer's association id. Activating is refused past the plan's user count. */
export const activateObserver = endpoint({
  method: 'POST',
  path: '/api/app/observation/activateObserver/:id',
  params: idParams,
  response: noContent,
});

export const deactivateObserver = endpoint({
  method: 'POST',
  path: '/api/app/observation/deactivateObserver/:id',
  params: idParams,
  response: noContent,
});

const vehicleAssignment = z.object({ userTrackAccountAssociationId: guid, vehicleId: guid });
const groupAssignment = z.object({ userTrackAccountAssociationId: guid, vehicleGroupId: guid });

/** Assigning twice or removing what is not assigned changes nothing (replays are harmless). */
export const addObservationVehicle = endpoint({
  method: 'POST',
  path: '/api/app/observation/observationVehicle',
  query: vehicleAssignment,
  response: noContent,
});

export const removeObservationVehicle = endpoint({
  method: 'DELETE',
  path: '/api/app/observation/observationVehicle',
  query: vehicleAssignment,
  response: noContent,
});

/** Also needs GoTrack.GroupManagement. */
export const addObservationVehicleGroup = endpoint({
  method: 'POST',
  path: '/api/app/observation/observationVehicleGroup',
  query: groupAssignment,
  response: noContent,
});

export const removeObservationVehicleGroup = endpoint({
  method: 'DELETE',
  path: '/api/app/observation/observationVehicleGroup',
  query: groupAssignment,
  response: noContent,
});

export const observedItemType = z.enum(['Vehicle', 'VehicleGroup']);

/** One thing assigned to an observer: a vehicle (named "serial - subclass") or a group. */
export const observedItem = z.object({
  vehicleOrGroupId: guid,
  type: observedItemType,
  name: z.string(),
});
export type ObservedItem = z.infer<typeof observedItem>;

/** Vehicles first, then groups, each by name. `id` is the observer's association id. */
export const getObserverVehiclesAndGroups = endpoint({
  method: 'GET',
  // The spec's spelling ("Obsever").
  path: '/api/app/observation/vehicleAndVehicleGroupOfObsever/:id',
  params: idParams,
  query: pagedQuery,
  response: pagedResult(observedItem),
});
