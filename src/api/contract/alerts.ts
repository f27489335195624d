import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { guid, idParams, noContent, pagedQuery, pagedResult, requiredName } from './common.ts';
import { FEATURES } from './track-accounts.ts';
import { otherQuietFields, quietAnswer, speedQuietFields, zoneQuietFields } from './alert-quiet.ts';

// Alert definitions (spec part 2 §3 "Alert definition", "Alert form", "Create payloads", §5, §7
// "Alert definitions"). One definition watches vehicles (directly or through groups) and tells
// its account by the chosen notification methods.

/** The types the server answers with (§3 "Alert types read"). */
const ALERT_TYPES = [
  'EnteringZone',
  'ExitingZone',
  'ExceedingSpeed',
  'JobTime',
  'DisassembleTrackingDevice',
  'ExitingRoute',
] as const;
export const alertType = z.enum(ALERT_TYPES);
export type AlertType = z.infer<typeof alertType>;

/** The types the wizard offers (§3 "Form alert types"), each with the feature it needs. */
export const FORM_ALERT_TYPES = {
  EnterZone: { type: 'EnteringZone', feature: FEATURES.enteringZoneAlert },
  ExitZone: { type: 'ExitingZone', feature: FEATURES.exitingZoneAlert },
  SpeedViolation: { type: 'ExceedingSpeed', feature: FEATURES.exceedingSpeedAlert },
  WorkTime: { type: 'JobTime', feature: FEATURES.jobTimeAlert },
  ExitingRoute: { type: 'ExitingRoute', feature: FEATURES.exitingRouteAlert },
} as const satisfies Record<string, { type: AlertType; feature: string }>;
export type FormAlertType = keyof typeof FORM_ALERT_TYPES;

/** The feature each stored type needs; DisassembleTrackingDevice has no form and no feature. */
export const ALERT_TYPE_FEATURE: Partial<Record<AlertType, string>> = Object.fromEntries(
  Object.values(FORM_ALERT_TYPES).map(({ type, feature }) => [type, feature]),
);

export const notificationMethod = z.enum(['MobileNotification', 'Sms', 'Mailing']);
export type NotificationMethod = z.infer<typeof notificationMethod>;

export const dayOfWeek = z.enum([
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
]);
export type DayOfWeek = z.infer<typeof dayOfWeek>;

/** §5: 0–360 km/h in steps of 10; the gauge turns orange at 120 and red at 240. */
export const SPEED = { min: 0, max: 360, step: 10, orangeFrom: 120, redFrom: 240 } as const;
/** §9 page sizes. */
export const ALERT_PAGE_SIZE = 10;
export const ALERT_VEHICLES_PAGE_SIZE = 100;
export const ALERT_GROUPS_PAGE_SIZE = 10;
export const ALERT_DIALOG_PAGE_SIZE = 100;
/** A definition watches at most this many of each (a generous cap against abuse). */
export const ALERT_MAX_LINKS = 1000;
export const JOB_TIME_NAME_MAX = 64;

export const ALERT_MESSAGES = {
  noTarget: 'Choose at least one vehicle or vehicle group.',
  noMethod: 'Choose at least one way to be notified.',
  noZone: 'Choose at least one geo-zone.',
  noRoute: 'Choose at least one route.',
  noDay: 'Choose at least one day.',
  speed: `The speed must be from ${SPEED.min} to ${SPEED.max} km/h, in steps of ${SPEED.step}.`,
  time: 'Times are 24-hour hh:mm.',
  sameTimes: 'The start and end times must differ.',
  unknown: 'unknown',
  emailNotVerified: 'Verify your e-mail address before choosing e-mail notifications.',
} as const;

const unique = <T>(a: readonly T[]) => new Set(a).size === a.length;
/** Ids without repeats; `message` is what a repeat or an overlong list is told. */
const ids = (message: string) =>
  z.array(guid).check(z.maxLength(ALERT_MAX_LINKS, message), z.refine(unique, message));

const methods = z
  .array(notificationMethod)
  .check(z.minLength(1, ALERT_MESSAGES.noMethod), z.refine(unique, ALERT_MESSAGES.noMethod));

const targets = {
  vehicleIds: z._default(ids(ALERT_MESSAGES.noTarget), []),
  vehicleGroupIds: z._default(ids(ALERT_MESSAGES.noTarget), []),
  notificationMethods: methods,
};
const someTarget = z.refine<{ vehicleIds: string[]; vehicleGroupIds: string[] }>(
  (b) => b.vehicleIds.length + b.vehicleGroupIds.length > 0,
  { message: ALERT_MESSAGES.noTarget, path: ['vehicleIds'] },
);

/** 24-hour "HH:mm" (seconds allowed and ignored, as .NET's TimeOnly writes them). */
export const clockTime = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, ALERT_MESSAGES.time));

export const zoneAlertCreate = z
  .object({
    ...targets,
    ...zoneQuietFields,
    geoZoneIds: ids(ALERT_MESSAGES.noZone).check(z.minLength(1, ALERT_MESSAGES.noZone)),
  })
  .check(someTarget);
export const speedAlertCreate = z
  .object({
    ...targets,
    ...speedQuietFields,
    // A refine, not z.multipleOf: zod code any chunk uses lands in the entry chunk with zod.
    maxSpeed: z
      .number()
      .check(
        z.refine(
          (v) => v >= SPEED.min && v <= SPEED.max && v % SPEED.step === 0,
          ALERT_MESSAGES.speed,
        ),
      ),
  })
  .check(someTarget);
export const jobTimeAlertCreate = z
  .object({
    ...targets,
    ...otherQuietFields,
    name: requiredName(JOB_TIME_NAME_MAX),
    startTime: clockTime,
    endTime: clockTime,
    daysOfWeek: z
      .array(dayOfWeek)
      .check(z.minLength(1, ALERT_MESSAGES.noDay), z.refine(unique, ALERT_MESSAGES.noDay)),
  })
  .check(
    someTarget,
    z.refine((b) => b.startTime.slice(0, 5) !== b.endTime.slice(0, 5), {
      message: ALERT_MESSAGES.sameTimes,
      path: ['endTime'],
    }),
  );
export const routeAlertCreate = z
  .object({
    ...targets,
    ...otherQuietFields,
    routeIds: ids(ALERT_MESSAGES.noRoute).check(z.minLength(1, ALERT_MESSAGES.noRoute)),
  })
  .check(someTarget);
export type ZoneAlertCreate = z.input<typeof zoneAlertCreate>;
export type SpeedAlertCreate = z.input<typeof speedAlertCreate>;
export type JobTimeAlertCreate = z.input<typeof jobTimeAlertCreate>;
export type RouteAlertCreate = z.input<typeof routeAlertCreate>;

/**
 * What every list and get answers (§3); the family gets add their own fields. The quiet
 * settings (issue 31, alert-quiet.ts) its type takes, with the value in force; a back end
 * without them leaves them out.
 */
export const alertDefinition = z.object({
  id: guid,
  type: alertType,
  isEnabled: z.boolean(),
  notificationMethods: z.array(notificationMethod),
  creationTime: z.string(),
  ...quietAnswer,
});
export type AlertDefinition = z.infer<typeof alertDefinition>;

export const speedAlertDefinition = z.extend(alertDefinition, { maxSpeed: z.number() });
export const jobTimeAlertDefinition = z.extend(alertDefinition, {
  name: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  daysOfWeek: z.array(dayOfWeek),
});
export type SpeedAlertDefinition = z.infer<typeof speedAlertDefinition>;
export type JobTimeAlertDefinition = z.infer<typeof jobTimeAlertDefinition>;

const base = '/api/app/alertDefinition';

/** The generic list: `type` empty or absent lists every type (the page asks with an empty one). */
export const listAlertDefinitions = endpoint({
  method: 'GET',
  path: base,
  query: z.extend(pagedQuery, { type: z.optional(z.enum(['', ...ALERT_TYPES])) }),
  response: pagedResult(alertDefinition),
});

export const deleteAlertDefinition = endpoint({
  method: 'DELETE',
  path: `${base}/:id`,
  params: idParams,
  response: noContent,
});
export const enableAlertDefinition = endpoint({
  method: 'POST',
  path: `${base}/:id/enabledAlert`,
  params: idParams,
  response: noContent,
});
export const disableAlertDefinition = endpoint({
  method: 'POST',
  path: `${base}/:id/disabledAlert`,
  params: idParams,
  response: noContent,
});

const vehicleParams = z.object({ id: guid, vehicleId: guid });
const groupParams = z.object({ id: guid, groupId: guid });
export const addAlertVehicle = endpoint({
  method: 'POST',
  path: `${base}/:id/vehicle/:vehicleId`,
  params: vehicleParams,
  response: noContent,
});
export const removeAlertVehicle = endpoint({
  method: 'DELETE',
  path: `${base}/:id/vehicle/:vehicleId`,
  params: vehicleParams,
  response: noContent,
});
export const addAlertVehicleGroup = endpoint({
  method: 'POST',
  path: `${base}/:id/vehicleGroup/:groupId`,
  params: groupParams,
  response: noContent,
});
export const removeAlertVehicleGroup = endpoint({
  method: 'DELETE',
  path: `${base}/:id/vehicleGroup/:groupId`,
  params: groupParams,
  response: noContent,
});

/** A watched vehicle or group, as the related-items dialog lists it. */
export const alertTarget = z.object({ id: guid, name: z.string() });
export type AlertTarget = z.infer<typeof alertTarget>;
export const listAlertVehicles = endpoint({
  method: 'GET',
  path: `${base}/:id/vehicles`,
  params: idParams,
  query: pagedQuery,
  response: pagedResult(alertTarget),
});
export const listAlertVehicleGroups = endpoint({
  method: 'GET',
  path: `${base}/:id/vehicleGroups`,
  params: idParams,
  query: pagedQuery,
  response: pagedResult(alertTarget),
});

// Each family's create / get / list and its zone or route lists: alert-families.ts.
