import type { AlertDefinition } from '../../../api/contract/alerts.ts';
import type { EditCall, NewEdit } from '../../../api/edits';
import { alertQueries } from './query-keys';

// Every change of the alerts screens as an offline edit (DESIGN.md "Offline edits"): sent with
// its Idempotency-Key (a double click or a retried request makes one alert), kept on the device
// without a connection. An alert has no name: `subject` is its type as the user read it.

export const ALERT_CALLS: readonly EditCall[] = [
  'alert.createEnteringZone',
  'alert.createExitingZone',
  'alert.createExceedingSpeed',
  'alert.createJobTime',
  'alert.createExitingRoute',
  'alert.enable',
  'alert.disable',
  'alert.delete',
  'alert.addVehicle',
  'alert.removeVehicle',
  'alert.addGroup',
  'alert.removeGroup',
];

export const CREATE_CALLS = ALERT_CALLS.slice(0, 5);

type Alert = Pick<AlertDefinition, 'id'>;

export const activationEdit = (
  accountId: string,
  alert: Alert,
  label: string,
  on: boolean,
): NewEdit<'alert.enable' | 'alert.disable'> => ({
  call: on ? 'alert.enable' : 'alert.disable',
  params: { id: alert.id },
  accountId,
  subject: label,
  subjectId: alert.id,
  invalidates: [alertQueries.list(accountId)],
});

export const deleteAlertEdit = (
  accountId: string,
  alert: Alert,
  label: string,
): NewEdit<'alert.delete'> => ({
  call: 'alert.delete',
  params: { id: alert.id },
  accountId,
  subject: label,
  subjectId: alert.id,
  invalidates: [alertQueries.list(accountId)],
  removes: [
    alertQueries.detail(accountId, alert.id),
    alertQueries.places(accountId, alert.id),
    alertQueries.targets(accountId, alert.id, 'vehicles'),
    alertQueries.targets(accountId, alert.id, 'groups'),
  ],
});

/** A vehicle or a group, by id, with the name its pending mark shows. */
export interface Target {
  kind: 'vehicles' | 'groups';
  id: string;
  name: string;
}

type TargetCall =
  'alert.addVehicle' | 'alert.removeVehicle' | 'alert.addGroup' | 'alert.removeGroup';

/** Assigns a vehicle or group to an alert, or removes it; its list is reloaded after (§4). */
export function targetEdit(
  accountId: string,
  alertId: string,
  target: Target,
  add: boolean,
): NewEdit<TargetCall> {
  const base = {
    accountId,
    subject: target.name,
    subjectId: alertId,
    invalidates: [alertQueries.targets(accountId, alertId, target.kind)],
  };
  if (target.kind === 'vehicles') {
    return {
      ...base,
      call: add ? 'alert.addVehicle' : 'alert.removeVehicle',
      params: { id: alertId, vehicleId: target.id },
    };
  }
  return {
    ...base,
    call: add ? 'alert.addGroup' : 'alert.removeGroup',
    params: { id: alertId, groupId: target.id },
  };
}

/** The vehicle or group a target edit is about (to mark its row). */
export function targetIdOf(edit: { params?: unknown }): string | undefined {
  const params = edit.params as { vehicleId?: string; groupId?: string } | undefined;
  return params?.vehicleId ?? params?.groupId;
}
