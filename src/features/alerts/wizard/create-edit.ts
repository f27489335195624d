import { ALERT_MESSAGES } from '../../../api/contract/alerts.ts';
import type { NewEdit } from '../../../api/edits';
import { alertQueries } from '../api/query-keys';
import { targetsOf, type AlertForm } from './form';

type CreateCall =
  | 'alert.createEnteringZone'
  | 'alert.createExitingZone'
  | 'alert.createExceedingSpeed'
  | 'alert.createJobTime'
  | 'alert.createExitingRoute';

/** Thrown for a type no family creates (spec part 2 §5: "Unknown alert type … 'unknown'"). */
export class UnknownAlertType extends Error {
  constructor() {
    super(ALERT_MESSAGES.unknown);
    this.name = 'UnknownAlertType';
  }
}

/**
 * The create call of the chosen type's family with its payload (spec part 2 §3 "Create
 * payloads"), as an offline edit: its Idempotency-Key makes a double click or a retried request
 * one alert. `label` is the type in the reader's words, shown while it waits.
 */
export function createAlertEdit(
  accountId: string,
  form: AlertForm,
  label: string,
): NewEdit<CreateCall> {
  const base = {
    accountId,
    subject: label,
    invalidates: [alertQueries.list(accountId)],
  };
  const common = { ...targetsOf(form), notificationMethods: form.notificationMethods };
  switch (form.alertType) {
    case 'EnterZone':
    case 'ExitZone':
      return {
        ...base,
        call:
          form.alertType === 'EnterZone' ? 'alert.createEnteringZone' : 'alert.createExitingZone',
        body: { ...common, geoZoneIds: form.geoZoneIds ?? [] },
      };
    case 'SpeedViolation':
      return {
        ...base,
        call: 'alert.createExceedingSpeed',
        body: { ...common, maxSpeed: form.maxSpeed ?? 0 },
      };
    case 'WorkTime':
      return {
        ...base,
        call: 'alert.createJobTime',
        body: {
          ...common,
          name: (form.name ?? '').trim(),
          startTime: form.startTime ?? '',
          endTime: form.endTime ?? '',
          daysOfWeek: form.daysOfWeek ?? [],
        },
      };
    case 'ExitingRoute':
      return {
        ...base,
        call: 'alert.createExitingRoute',
        body: { ...common, routeIds: form.routeIds ?? [] },
      };
    default:
      throw new UnknownAlertType();
  }
}
