import { ALERT_MESSAGES, FORM_ALERT_TYPES } from '../../../api/contract/alerts.ts';
import type { NewEdit } from '../../../api/edits';
import { alertQueries } from '../api/query-keys';
import { quietSettingsOf, type QuietSetting } from '../../../api/contract/alert-quiet.ts';
import { targetsOf, type AlertForm } from './form';
import { quietValue } from './validate';

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
 * The quiet settings the user changed from their defaults, as numbers (validated before saving):
 * one left alone is not sent, so it follows the default, as an alert made elsewhere does.
 */
function quietBody(form: AlertForm): { [S in QuietSetting]?: number } {
  const type = form.alertType ? FORM_ALERT_TYPES[form.alertType]?.type : undefined;
  if (!type) return {};
  const defaults = quietSettingsOf(type, {});
  const body: { [S in QuietSetting]?: number } = {};
  for (const setting of ['minDurationSeconds', 'zoneMarginMeters', 'staleAfterMinutes'] as const) {
    const text = form[setting];
    const value = text === undefined ? null : quietValue(setting, text);
    if (value !== null && value !== defaults[setting]) body[setting] = value;
  }
  return body;
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
  const common = {
    ...targetsOf(form),
    notificationMethods: form.notificationMethods,
    ...quietBody(form),
  };
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
