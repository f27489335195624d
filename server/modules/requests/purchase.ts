import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { RequestType } from '../../../src/api/contract/requests.ts';
import type { Db } from '../../db/client.ts';
import {
  request,
  trackAccountSubscription as sub,
  userTrackAccountAssociation as assoc,
  vehicle,
} from '../../db/schema.ts';
import { BusinessError, ValidationError } from '../../http/errors.ts';
import type { Purchase } from '../billing/quote.ts';
import { MAX_VEHICLES_FEATURE } from '../features/definitions.ts';
import { effectiveValues } from '../features/store.ts';
import {
  newVehiclesOf,
  trackersOf,
  type AddVehiclesPayload,
  type RenewalPayload,
  type SmsPayload,
  type SubscriptionPayload,
} from './model.ts';

/** What each family buys, priced by billing's `quote` (design notes "Billing module API"). */

export const NO_SUBSCRIPTION = 'This track account has no active subscription.';
const DAY = 86_400_000;

async function currentSubscription(db: Db, accountId: string, now: Date) {
  const [row] = await db
    .select()
    .from(sub)
    .where(and(eq(sub.trackAccountId, accountId), eq(sub.state, 'Active'), gt(sub.to, now)))
    .orderBy(desc(sub.to))
    .limit(1);
  if (!row) throw new BusinessError(NO_SUBSCRIPTION);
  return row;
}

/** Rejects ids that are not the account's vehicles / observers (400 naming the field). */
async function checkRemovals(db: Db, accountId: string, form: RenewalPayload) {
  const errors: { message: string; members: string[] }[] = [];
  if (form.removeVehicles.length > 0) {
    const found = await db
      .select({ id: vehicle.id })
      .from(vehicle)
      .where(and(eq(vehicle.trackAccountId, accountId), inArray(vehicle.id, form.removeVehicles)));
    if (found.length !== new Set(form.removeVehicles).size) {
      errors.push({
        message: 'A vehicle to remove is not in this account.',
        members: ['removeVehicles'],
      });
    }
  }
  if (form.removeUsers.length > 0) {
    const found = await db
      .select({ id: assoc.id })
      .from(assoc)
      .where(
        and(
          eq(assoc.trackAccountId, accountId),
          eq(assoc.associationType, 'Observer'),
          inArray(assoc.id, form.removeUsers),
        ),
      );
    if (found.length !== new Set(form.removeUsers).size) {
      errors.push({
        message: 'A user to remove is not an observer of this account.',
        members: ['removeUsers'],
      });
    }
  }
  if (errors.length) throw new ValidationError(errors);
}

export const DEVICE_TAKEN = 'A tracking device of these vehicles is already in use.';

/** The own devices (ids the customer gave) of vehicles in any request form (as effects.ts uses). */
const OWN_DEVICE_IDS = `lax $.*[*] ? (@.needsTrackingDevice == false).trackingDeviceId`;

/**
 * A vehicle's own device must be free — not on a vehicle, nor promised by another request still
 * pending — or finishing one of the requests would fail later, after it was paid.
 */
async function checkOwnDevices(db: Db, type: RequestType, form: unknown) {
  const own = newVehiclesOf(type, form).flatMap((v) =>
    !v.needsTrackingDevice && v.trackingDeviceId ? [v.trackingDeviceId] : [],
  );
  if (own.length === 0) return;
  const taken = await db
    .select({ id: vehicle.id })
    .from(vehicle)
    .where(inArray(vehicle.trackingDeviceId, own))
    .limit(1);
  const promised = await db
    .select({ id: request.id })
    .from(request)
    .where(
      and(
        eq(request.status, 'Pending'),
        sql`exists (select 1 from jsonb_path_query(${request.payload}, ${OWN_DEVICE_IDS}::jsonpath) d where d #>> '{}' in ${own})`,
      ),
    )
    .limit(1);
  if (taken.length > 0 || promised.length > 0 || new Set(own).size !== own.length) {
    throw new ValidationError([{ message: DEVICE_TAKEN, members: ['trackingDeviceId'] }]);
  }
}

export const TOO_MANY_VEHICLES = 'An account can have at most {0} vehicles.';

/**
 * The host's (or the tenant's) "Vehicles per account" feature caps what one account may hold
 * once the request is done: checked when it is quoted and when it is made, before any payment.
 */
async function checkVehicleCap(db: Db, tenantId: string | null, total: number | undefined) {
  if (!total) return;
  const cap = Number((await effectiveValues(db, tenantId)).get(MAX_VEHICLES_FEATURE));
  if (total > cap) throw new BusinessError(TOO_MANY_VEHICLES.replace('{0}', String(cap)));
}

export async function purchaseFor(
  db: Db,
  type: RequestType,
  form: unknown,
  accountId: string | null,
  now: Date,
  tenantId: string | null,
): Promise<Purchase> {
  const purchase = await purchaseOf(db, type, form, accountId, now);
  let total = purchase.vehicleCount;
  if (type === 'AddVehiclesRequest') {
    const [held] = await db
      .select({ n: count() })
      .from(vehicle)
      .where(eq(vehicle.trackAccountId, accountId!));
    total = (held?.n ?? 0) + (purchase.vehicleCount ?? 0);
  }
  await checkVehicleCap(db, tenantId, total);
  return purchase;
}

async function purchaseOf(
  db: Db,
  type: RequestType,
  form: unknown,
  accountId: string | null,
  now: Date,
): Promise<Purchase> {
  await checkOwnDevices(db, type, form);
  const trackers = trackersOf(type, form).length;
  switch (type) {
    case 'PersonalAccountSubscription':
    case 'BusinessAccountSubscription': {
      const f = form as SubscriptionPayload;
      return {
        planKey: f.subscriptionPlanKey,
        months: f.subscriptionDurationInMonths,
        vehicleCount: f.subscriptionVehicleInfoCreateDtos.length,
        deviceCount: trackers,
        smsBundleId: f.smsBundleId,
        promoCode: f.promoCode,
      };
    }
    case 'SmsBundleRenewalRequest':
      await currentSubscription(db, accountId!, now);
      return { smsBundleId: (form as SmsPayload).smsBundleId };
    case 'AddVehiclesRequest': {
      // New vehicles are billed on the current plan for the months it still runs.
      const current = await currentSubscription(db, accountId!, now);
      const left = Math.ceil((current.to.getTime() - now.getTime()) / (30 * DAY));
      const f = form as AddVehiclesPayload;
      return {
        planKey: current.planKey,
        months: Math.min(12, Math.max(1, left)),
        vehicleCount: f.trackVehicles.length,
        deviceCount: trackers,
        promoCode: f.promoCode,
      };
    }
    case 'RenewSubscription': {
      const f = form as RenewalPayload;
      await checkRemovals(db, accountId!, f);
      const [kept] = await db
        .select({ n: count() })
        .from(vehicle)
        .where(eq(vehicle.trackAccountId, accountId!));
      return {
        planKey: f.subscriptionPlanKey,
        months: f.subscriptionDurationInMonths,
        vehicleCount: (kept?.n ?? 0) - new Set(f.removeVehicles).size + f.newVehicles.length,
        deviceCount: trackers,
        smsBundleId: f.smsBundleId,
        promoCode: f.promoCode,
      };
    }
  }
}
