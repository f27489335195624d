import * as z from 'zod/mini';
import { guid, nameText } from './common.ts';
import { consumptionRate } from './vehicle-consumption.ts';

// The forms of the request families (spec part 1 §3 "Vehicle entry", "Subscription request
// form", "Renewal form", "Add-vehicles form"), with the rules of §5 the server enforces too.

export const VEHICLE_COUNT_ERROR = 'UserPortal:vehicleCountError';
export const TRACKERS_COUNT_ERROR = 'UserPortal:trackersCountError';
export const AT_LEAST_ONE_ITEM = 'Must have at least one item';

/** Blank → absent (spec §5: an empty or blank promo code is not sent). */
const promoCode = z.optional(
  z.pipe(
    z.string().check(z.maxLength(64)),
    z.transform((s) => s.trim() || undefined),
  ),
);
// Plates, account and company names and the ids the form picks: one line, no direction overrides.
const text = (max: number) => nameText(max);
const months = z._default(z.number().check(z.int(), z.minimum(1), z.maximum(12)), 1);
const count = z.number().check(z.int(), z.minimum(0), z.maximum(10_000));

/** `0xFFRRGGBB` (what the portal sends, §9) or `#RRGGBB`, stored as `#RRGGBB`. */
export const colorHex = z.pipe(
  z.string().check(z.regex(/^(#|0x[Ff]{2})[0-9A-Fa-f]{6}$/, 'Use #RRGGBB or 0xFFRRGGBB.')),
  z.transform((s) => `#${s.slice(-6).toUpperCase()}`),
);

/** A vehicle of a request form (subscriptionVehicleInfoCreateDtos, trackVehicles, newVehicles). */
export const vehicleEntry = z.object({
  /** Set for a vehicle the account already has (renewal forms); absent for a new one. */
  id: z.optional(guid),
  licensePlateSubClass: text(64),
  licensePlateSerial: text(32),
  consumptionRate,
  color: colorHex,
  needsTrackingDevice: z._default(z.boolean(), false),
  /** The vehicle's own device when it needs none from us; generated otherwise. */
  trackingDeviceId: z.optional(text(64)),
});
export type VehicleEntry = z.output<typeof vehicleEntry>;
export type VehicleEntryInput = z.input<typeof vehicleEntry>;

export const address = z.object({
  /** Geo node ids (GET /api/app/geoNode). */
  country: text(64),
  governorate: text(64),
  city: text(64),
  area: z._default(z.string().check(z.maxLength(200)), 'area'),
  street: z._default(z.string().check(z.maxLength(200)), 'street'),
});

type Counted = {
  subscriptionVehicleInfoCreateDtos: VehicleEntry[];
  vehicleCount?: number | undefined;
  deviceCount?: number | undefined;
};
// Counts are compared only with a list that is itself valid.
const valid = (p: z.core.ParsePayload) => p.issues.length === 0;
/** §5: at least one vehicle; counts, when sent, equal the list and its trackers. */
const countsMatch = [
  z.refine<Counted>(
    (f) =>
      f.subscriptionVehicleInfoCreateDtos.length > 0 &&
      (f.vehicleCount === undefined ||
        f.vehicleCount === f.subscriptionVehicleInfoCreateDtos.length),
    { message: VEHICLE_COUNT_ERROR, path: ['vehicleCount'], when: valid },
  ),
  z.refine<Counted>(
    (f) =>
      f.deviceCount === undefined ||
      f.deviceCount ===
        f.subscriptionVehicleInfoCreateDtos.filter((v) => v.needsTrackingDevice).length,
    { message: TRACKERS_COUNT_ERROR, path: ['deviceCount'], when: valid },
  ),
] as const;

const subscriptionFields = {
  subscriptionPlanKey: text(64),
  promoCode,
  accountName: text(128),
  address,
  /** The trackers are installed at this address (default true). */
  mach: z._default(z.boolean(), true),
  /** Read-only in the form: the plan's user count wins. */
  userCount: z.optional(count),
  smsBundleId: z.optional(guid),
  subscriptionDurationInMonths: months,
  subscriptionVehicleInfoCreateDtos: z.array(vehicleEntry).check(z.maxLength(1000)),
  vehicleCount: z.optional(count),
  deviceCount: z.optional(count),
};

export const personalSubscriptionForm = z
  .object({ ...subscriptionFields, companyName: z.optional(nameText(128, 0)) })
  .check(...countsMatch);
export type PersonalSubscriptionForm = z.input<typeof personalSubscriptionForm>;

export const businessSubscriptionForm = z
  .object({ ...subscriptionFields, companyName: text(128) })
  .check(...countsMatch);
export type BusinessSubscriptionForm = z.input<typeof businessSubscriptionForm>;

/** Business "tempBillWithoutVehiclesData": a price before the vehicle file is uploaded. */
export const subscriptionCountsForm = z.object({
  subscriptionPlanKey: text(64),
  promoCode,
  smsBundleId: z.optional(guid),
  subscriptionDurationInMonths: months,
  vehicleCount: count,
  deviceCount: count,
});
export type SubscriptionCountsForm = z.input<typeof subscriptionCountsForm>;

/**
 * The account acted on by the three account families: the body's `trackAccountId` when sent,
 * else the track account of the access token (the portal signs in with `tempTrackAccountId`).
 */
const accountRef = { trackAccountId: z.optional(guid) };

export const smsBundleRenewalForm = z.object({ ...accountRef, smsBundleId: guid });
export type SmsBundleRenewalForm = z.input<typeof smsBundleRenewalForm>;

export const addVehiclesForm = z.object({
  ...accountRef,
  trackVehicles: z.array(vehicleEntry).check(z.minLength(1, AT_LEAST_ONE_ITEM), z.maxLength(1000)),
  promoCode,
  /** The vehicles bring working devices: no tracker is supplied for any of them. */
  hasValidDevice: z._default(z.boolean(), false),
});
export type AddVehiclesForm = z.input<typeof addVehiclesForm>;

export const renewalForm = z.object({
  ...accountRef,
  subscriptionPlanKey: text(64),
  userCount: z.optional(count),
  smsBundleId: z.optional(guid),
  subscriptionDurationInMonths: months,
  newVehicles: z._default(z.array(vehicleEntry).check(z.maxLength(1000)), []),
  /** Vehicle ids of the account to delete. */
  removeVehicles: z._default(z.array(guid).check(z.maxLength(1000)), []),
  /** Observer association ids to deactivate. */
  removeUsers: z._default(z.array(guid).check(z.maxLength(1000)), []),
  promoCode,
});
export type RenewalForm = z.input<typeof renewalForm>;
