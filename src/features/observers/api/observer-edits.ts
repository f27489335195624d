import type { Observer, ObservedItem } from '../../../api/contract/observers.ts';
import type { EditCall, NewEdit } from '../../../api/edits';
import { observerQueries } from './query-keys';

// Every change of this screen as an offline edit (DESIGN.md "Offline edits"): plain data naming
// its call, what it shows while pending (`subject`), the observer it marks (`subjectId`) and the
// lists to refetch once the server has it.

/** Every edit this screen makes: its lists show them while they are not yet sent. */
export const OBSERVER_CALLS: readonly EditCall[] = [
  'observer.create',
  'observer.update',
  'observer.delete',
  'observer.activate',
  'observer.deactivate',
  'observer.addVehicle',
  'observer.removeVehicle',
  'observer.addGroup',
  'observer.removeGroup',
];

export interface ObserverFields {
  name: string;
  /** As E.164 (the form normalises it; the contract accepts local forms too). */
  phoneNumber: string;
}

export const createEdit = (
  accountId: string,
  fields: ObserverFields,
  vehicleIds: string[],
  vehicleGroupIds: string[],
): NewEdit<'observer.create'> => ({
  call: 'observer.create',
  body: { ...fields, vehicleIds, vehicleGroupIds },
  accountId,
  subject: fields.name,
  invalidates: [observerQueries.lists(accountId)],
});

export const updateEdit = (
  accountId: string,
  observer: Observer,
  fields: ObserverFields,
): NewEdit<'observer.update'> => ({
  call: 'observer.update',
  body: { userTrackAccountAssociationId: observer.id, ...fields },
  accountId,
  subject: fields.name,
  subjectId: observer.id,
  invalidates: [observerQueries.lists(accountId)],
});

/** The API deletes by phone number (spec part 2 §7); the row is still marked by its id. */
export const deleteEdit = (
  accountId: string,
  observer: Observer & { phoneNumber: string },
): NewEdit<'observer.delete'> => ({
  call: 'observer.delete',
  query: { phoneNumber: observer.phoneNumber },
  accountId,
  subject: observer.name,
  subjectId: observer.id,
  // Not the observer's own items: refetched, they would answer 404 before the card is gone.
  invalidates: [observerQueries.lists(accountId)],
});

export const activationEdit = (
  accountId: string,
  observer: Observer,
  on: boolean,
): NewEdit<'observer.activate' | 'observer.deactivate'> => ({
  call: on ? 'observer.activate' : 'observer.deactivate',
  params: { id: observer.id },
  accountId,
  subject: observer.name,
  subjectId: observer.id,
  invalidates: [observerQueries.lists(accountId)],
});

/** What an assignment edit is about: a vehicle or a group, by id, with its shown name. */
export type Assignable = Pick<ObservedItem, 'type'> & { id: string; name: string };

type AssignCall =
  'observer.addVehicle' | 'observer.removeVehicle' | 'observer.addGroup' | 'observer.removeGroup';

export function assignmentEdit(
  accountId: string,
  observerId: string,
  item: Assignable,
  add: boolean,
): NewEdit<AssignCall> {
  const base = {
    accountId,
    subject: item.name,
    subjectId: observerId,
    invalidates: [observerQueries.items(accountId, observerId)],
  };
  if (item.type === 'Vehicle') {
    return {
      ...base,
      call: add ? 'observer.addVehicle' : 'observer.removeVehicle',
      query: { userTrackAccountAssociationId: observerId, vehicleId: item.id },
    };
  }
  return {
    ...base,
    call: add ? 'observer.addGroup' : 'observer.removeGroup',
    query: { userTrackAccountAssociationId: observerId, vehicleGroupId: item.id },
  };
}

/** The vehicle or group an assignment edit is about (for marking it in the list). */
export function assignedId(edit: { query?: unknown }): string | undefined {
  const query = edit.query as { vehicleId?: string; vehicleGroupId?: string } | undefined;
  return query?.vehicleId ?? query?.vehicleGroupId;
}
