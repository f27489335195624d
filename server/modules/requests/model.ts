import type {
  AddVehiclesForm,
  RequestStage,
  VehicleEntry,
} from '../../../src/api/contract/requests.ts';
import type {
  addVehiclesForm,
  businessSubscriptionForm,
  renewalForm,
  smsBundleRenewalForm,
} from '../../../src/api/contract/requests.ts';
import type * as z from 'zod/mini';
import type { Db } from '../../db/client.ts';
import type { request } from '../../db/schema.ts';

/** A transaction handle; drizzle's transaction shares the query builder of `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type RequestRow = typeof request.$inferSelect;

/** The stored forms (the validated output of each family's schema). */
export type SubscriptionPayload = Omit<z.output<typeof businessSubscriptionForm>, 'companyName'> & {
  companyName?: string | undefined;
};
export type SmsPayload = z.output<typeof smsBundleRenewalForm>;
export type AddVehiclesPayload = z.output<typeof addVehiclesForm>;
export type RenewalPayload = z.output<typeof renewalForm>;
export type { AddVehiclesForm };

export const isSubscription = (type: string) =>
  type === 'PersonalAccountSubscription' || type === 'BusinessAccountSubscription';

/** The vehicles a request brings into an account (the new ones for a renewal). */
export function newVehiclesOf(type: string, payload: unknown): VehicleEntry[] {
  if (isSubscription(type))
    return (payload as SubscriptionPayload).subscriptionVehicleInfoCreateDtos;
  if (type === 'AddVehiclesRequest') return (payload as AddVehiclesPayload).trackVehicles;
  if (type === 'RenewSubscription') return (payload as RenewalPayload).newVehicles;
  return [];
}

/** Vehicles we supply (and install) a tracker for. */
export function trackersOf(type: string, payload: unknown): VehicleEntry[] {
  if (type === 'AddVehiclesRequest' && (payload as AddVehiclesPayload).hasValidDevice) return [];
  return newVehiclesOf(type, payload).filter((v) => v.needsTrackingDevice);
}

/** The next stage the back office moves a request to (Payment → PaymentReview is paying). */
export function nextStage(
  row: Pick<RequestRow, 'stage' | 'type' | 'payload'>,
): RequestStage | null {
  switch (row.stage) {
    case 'Review':
      return 'Payment';
    case 'Payment':
      return 'PaymentReview';
    case 'PaymentReview':
      return trackersOf(row.type, row.payload).length > 0 ? 'DeviceInstallation' : 'Finished';
    case 'DeviceInstallation':
      return 'Finished';
    default:
      return null;
  }
}

/** Allowed stage moves; anything else is refused. */
export const TRANSITIONS: Record<RequestStage, readonly RequestStage[]> = {
  Review: ['Payment'],
  Payment: ['PaymentReview'],
  PaymentReview: ['DeviceInstallation', 'Finished'],
  DeviceInstallation: ['Finished'],
  Finished: [],
};
