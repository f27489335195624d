import { quietSettingsOf } from '../../../api/contract/alert-quiet.ts';
import {
  FORM_ALERT_TYPES,
  type DayOfWeek,
  type FormAlertType,
  type NotificationMethod,
} from '../../../api/contract/alerts.ts';

// The add-alert form (spec part 2 §3 "Alert form") as plain data, and how choosing a type
// reshapes it (§4 "Changing the alert type removes the fields of other types and adds those of
// the chosen type").

export interface TypeFields {
  maxSpeed: number;
  geoZoneIds: string[];
  routeIds: string[];
  name: string;
  startTime: string;
  endTime: string;
  daysOfWeek: DayOfWeek[];
  /** Issue 31's settings, as typed (whole numbers as text; validate.ts checks them). */
  minDurationSeconds: string;
  zoneMarginMeters: string;
  staleAfterMinutes: string;
}
export type TypeField = keyof TypeFields;

export type AlertForm = Partial<TypeFields> & {
  alertType: FormAlertType | '';
  /** "Based on groups" (with GoTrack.GroupManagement): the groups are watched, not vehicles. */
  basedOnGroups: boolean;
  vehicleIds: string[];
  vehicleGroupIds: string[];
  notificationMethods: NotificationMethod[];
};

/** A new alert's speed limit: a town's usual limit, in the gauge's green. */
export const DEFAULT_MAX_SPEED = 80;

/** The quiet settings the type takes (issue 31), starting at their defaults. */
const quietFields = (type: FormAlertType): Partial<TypeFields> =>
  Object.fromEntries(
    Object.entries(quietSettingsOf(FORM_ALERT_TYPES[type].type, {})).map(([s, v]) => [
      s,
      String(v),
    ]),
  );

/** The fields each type adds, with the values a new form starts from. */
const TYPE_FIELDS: Record<FormAlertType, () => Partial<TypeFields>> = {
  EnterZone: () => ({ geoZoneIds: [], ...quietFields('EnterZone') }),
  ExitZone: () => ({ geoZoneIds: [], ...quietFields('ExitZone') }),
  SpeedViolation: () => ({ maxSpeed: DEFAULT_MAX_SPEED, ...quietFields('SpeedViolation') }),
  WorkTime: () => ({
    ...{ name: '', startTime: '', endTime: '', daysOfWeek: [] },
    ...quietFields('WorkTime'),
  }),
  ExitingRoute: () => ({ routeIds: [], ...quietFields('ExitingRoute') }),
};
const ALL_TYPE_FIELDS: readonly TypeField[] = [
  'maxSpeed',
  'geoZoneIds',
  'routeIds',
  'name',
  'startTime',
  'endTime',
  'daysOfWeek',
  'minDurationSeconds',
  'zoneMarginMeters',
  'staleAfterMinutes',
];

export const emptyForm = (): AlertForm => ({
  alertType: '',
  basedOnGroups: false,
  vehicleIds: [],
  vehicleGroupIds: [],
  notificationMethods: [],
});

export const isFormType = (value: string): value is FormAlertType => value in TYPE_FIELDS;

/**
 * The form with `type` chosen: other types' fields are gone, the chosen type's are there. A field
 * the chosen type shares with the previous one (the zones of entering and exiting a zone) keeps
 * what was chosen: it is not another type's field. One still at the previous type's default
 * takes the chosen type's (a zone's minute becomes speeding's 15 s).
 */
export function withType(form: AlertForm, type: FormAlertType | ''): AlertForm {
  const next: AlertForm = { ...form, alertType: type };
  for (const field of ALL_TYPE_FIELDS) delete next[field];
  if (!type) return next;
  const added = TYPE_FIELDS[type]();
  const before: Partial<TypeFields> = form.alertType ? TYPE_FIELDS[form.alertType]() : {};
  const untouched = (field: TypeField) =>
    JSON.stringify(form[field]) === JSON.stringify(before[field]);
  for (const field of Object.keys(added) as TypeField[]) {
    const kept = form[field] !== undefined && !untouched(field);
    (next as Record<string, unknown>)[field] = kept ? form[field] : added[field];
  }
  return next;
}

/** What the form watches: the vehicles, or the groups when "based on groups" is on. */
export const targetsOf = (form: AlertForm) => ({
  vehicleIds: form.basedOnGroups ? [] : form.vehicleIds,
  vehicleGroupIds: form.basedOnGroups ? form.vehicleGroupIds : [],
});

/** The spec's Mailing rule needs a toggle that takes a method out when chosen again (§4). */
export function toggled<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}
