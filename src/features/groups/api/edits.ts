import type { NewEdit } from '../../../api/edits/run.ts';
import { groupQueries } from './query-keys';

// The group edits (spec part 2 §7 "Vehicles and groups"), as offline edits: each names what the
// lists show while it is pending, and what to refetch once it is done.

interface Named {
  id: string;
  name: string;
}

export const createGroupEdit = (
  accountId: string,
  name: string,
  vehicleIds: readonly string[],
): NewEdit<'vehicleGroup.create'> => ({
  call: 'vehicleGroup.create',
  body: { name, vehicleGroupVehicleCreateDtos: vehicleIds.map((vehicleId) => ({ vehicleId })) },
  accountId,
  subject: name,
  invalidates: [groupQueries.all(accountId)],
});

export const renameGroupEdit = (
  accountId: string,
  id: string,
  name: string,
): NewEdit<'vehicleGroup.rename'> => ({
  call: 'vehicleGroup.rename',
  params: { id },
  body: { name },
  accountId,
  subject: name,
  subjectId: id,
  invalidates: [groupQueries.all(accountId)],
});

export const deleteGroupEdit = (
  accountId: string,
  group: Named,
): NewEdit<'vehicleGroup.delete'> => ({
  call: 'vehicleGroup.delete',
  params: { id: group.id },
  accountId,
  subject: group.name,
  subjectId: group.id,
  // Its own page would only answer 404 now.
  invalidates: [groupQueries.lists(accountId)],
  removes: [groupQueries.detail(accountId, group.id)],
});

/** Adds or removes one vehicle; `subject` is the vehicle's name, `subjectId` the group. */
export const groupVehicleEdit = (
  accountId: string,
  groupId: string,
  vehicle: Named,
  change: 'add' | 'remove',
): NewEdit<'vehicleGroup.addVehicle' | 'vehicleGroup.removeVehicle'> => ({
  call: change === 'add' ? 'vehicleGroup.addVehicle' : 'vehicleGroup.removeVehicle',
  params: { id: vehicle.id, groupId },
  accountId,
  subject: vehicle.name,
  subjectId: groupId,
  invalidates: [groupQueries.vehicles(accountId, groupId)],
});
