import { t } from '@lingui/core/macro';
import {
  QUIET_BOUNDS,
  isQuietValue,
  type QuietSetting,
} from '../../../api/contract/alert-quiet.ts';
import { JOB_TIME_NAME_MAX, SPEED, clockTime } from '../../../api/contract/alerts.ts';
import { nameProblem } from '../../../ui/name-problem';
import type { AlertForm } from './form';

/** The field a problem belongs to (the form's names, and `targets` for vehicles or groups). */
export type ProblemField =
  | 'alertType'
  | 'targets'
  | 'maxSpeed'
  | 'geoZoneIds'
  | 'routeIds'
  | 'name'
  | 'startTime'
  | 'endTime'
  | 'daysOfWeek'
  | QuietSetting
  | 'notificationMethods';
export type Problems = Partial<Record<ProblemField, string>>;

const isClock = (value: string) => clockTime.safeParse(value).success;

/** A quiet setting as typed: digits only, within its bounds (the contract's rule). */
export const quietValue = (setting: QuietSetting, text: string): number | null => {
  const value = /^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return isQuietValue(setting, value) ? value : null;
};

export const isValidSpeed = (speed: number) =>
  Number.isInteger(speed) && speed >= SPEED.min && speed <= SPEED.max && speed % SPEED.step === 0;

/**
 * Step 1 by the rules the server applies (contract `…AlertCreate`, spec part 2 §5), in the
 * reader's language; an empty result means Next may go on.
 */
export function stepOneProblems(form: AlertForm): Problems {
  const problems: Problems = {};
  if (!form.alertType) problems.alertType = t`Choose the type of alert.`;
  if (form.basedOnGroups && form.vehicleGroupIds.length === 0) {
    problems.targets = t`Choose at least one vehicle group.`;
  } else if (!form.basedOnGroups && form.vehicleIds.length === 0) {
    problems.targets = t`Choose at least one vehicle.`;
  }
  if (form.maxSpeed !== undefined && !isValidSpeed(form.maxSpeed)) {
    const { min, max, step } = SPEED;
    problems.maxSpeed = t`The speed must be from ${min} to ${max} km/h, in steps of ${step}.`;
  }
  if (form.geoZoneIds?.length === 0) problems.geoZoneIds = t`Choose at least one geo-zone.`;
  if (form.routeIds?.length === 0) problems.routeIds = t`Choose at least one route.`;
  if (form.name !== undefined) {
    const problem = nameProblem(form.name, JOB_TIME_NAME_MAX);
    if (problem) problems.name = problem;
  }
  const clock = t`Enter a 24-hour time, like 08:30 or 17:45.`;
  if (form.startTime !== undefined && !isClock(form.startTime)) problems.startTime = clock;
  if (form.endTime !== undefined && !isClock(form.endTime)) problems.endTime = clock;
  else if (form.endTime !== undefined && form.endTime.slice(0, 5) === form.startTime?.slice(0, 5)) {
    problems.endTime = t`The start and end times must differ.`;
  }
  if (form.daysOfWeek?.length === 0) problems.daysOfWeek = t`Choose at least one day.`;
  for (const setting of Object.keys(QUIET_BOUNDS) as QuietSetting[]) {
    const text = form[setting];
    if (text === undefined || quietValue(setting, text) !== null) continue;
    const { min, max } = QUIET_BOUNDS[setting];
    problems[setting] = t`Enter a whole number from ${min} to ${max}.`;
  }
  return problems;
}

export function stepTwoProblems(form: AlertForm): Problems {
  return form.notificationMethods.length === 0
    ? { notificationMethods: t`Choose at least one way to be notified.` }
    : {};
}
