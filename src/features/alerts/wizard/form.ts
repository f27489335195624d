import type { DayOfWeek, FormAlertType, NotificationMethod } from '../../../api/contract/alerts.ts';

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

/** The fields each type adds, with the values a new form starts from. */
const TYPE_FIELDS: Record<FormAlertType, () => Partial<TypeFields>> = {
  EnterZone: () => ({ geoZoneIds: [] }),
  ExitZone: () => ({ geoZoneIds: [] }),
  SpeedViolation: () => ({ maxSpeed: DEFAULT_MAX_SPEED }),
  WorkTime: () => ({ name: '', startTime: '', endTime: '', daysOfWeek: [] }),
  ExitingRoute: () => ({ routeIds: [] }),
};
const ALL_TYPE_FIELDS: readonly TypeField[] = [
  'maxSpeed',
  'geoZoneIds',
  'routeIds',
  'name',
  'startTime',
  'endTime',
  'daysOfWeek',
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
 * what was chosen: it is not another type's field.
 */
export function withType(form: AlertForm, type: FormAlertType | ''): AlertForm {
  const next: AlertForm = { ...form, alertType: type };
  for (const field of ALL_TYPE_FIELDS) delete next[field];
  if (!type) return next;
  const added = TYPE_FIELDS[type]();
  for (const field of Object.keys(added) as TypeField[]) {
    (next as Record<string, unknown>)[field] = form[field] ?? added[field];
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
