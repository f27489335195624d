import { queryOptions } from '@tanstack/react-query';
import { listDurationDiscounts, listSmsBundles } from '../../../../api/contract/catalogue.ts';
import {
  getCurrentSubscription,
  getTrackAccount,
  type TrackAccountSubscription,
} from '../../../../api/contract/track-accounts.ts';
import { listObservers } from '../../../../api/contract/observers.ts';
import { listVehicles } from '../../../../api/contract/vehicles.ts';
import { call } from '../../../../api/http.ts';
import type { SubscriptionVehicle } from '../../vehicle-form';
import { subscriptionQueries } from '../../api/query-keys';

/** Keys of the account purchase screens, under the feature's root key. */
export const purchaseQueries = {
  account: (id: string) => [...subscriptionQueries.all(), 'purchase', id] as const,
  accountState: (id: string) => [...subscriptionQueries.all(), 'purchase', id, 'state'] as const,
  observers: (id: string) => [...subscriptionQueries.all(), 'purchase', id, 'observers'] as const,
  smsBundles: (locale: string) => [...subscriptionQueries.all(), 'sms-bundles', locale] as const,
  discounts: () => [...subscriptionQueries.all(), 'duration-discounts'] as const,
};

export interface AccountState {
  subscription: TrackAccountSubscription;
  /** The account's vehicles in the form's shape (renewal lists them to remove). */
  vehicles: SubscriptionVehicle[];
  vehicleCount: number;
}

/** GET /api/app/trackAccount/{id}: who the caller is for this account (owner or observer). */
export const accountQuery = (id: string) =>
  queryOptions({
    queryKey: purchaseQueries.account(id),
    queryFn: ({ signal }) => call(getTrackAccount, { params: { id }, signal }),
  });

/**
 * The account's current subscription and vehicles. Both endpoints read the account from the
 * access token, so `prepare` first gets a token for account `id` (the accounts page does the
 * same for its info dialog); the key names the account so two accounts never mix.
 */
export const accountStateQuery = (id: string, prepare: (id: string) => Promise<unknown>) =>
  queryOptions({
    queryKey: purchaseQueries.accountState(id),
    queryFn: async ({ signal }): Promise<AccountState> => {
      await prepare(id);
      const [subscription, vehicles] = await Promise.all([
        call(getCurrentSubscription, { signal }),
        // The portal's page size for the vehicle lists of these flows (spec part 1 §9).
        call(listVehicles, { query: { maxResultCount: 999 }, signal }),
      ]);
      const current: SubscriptionVehicle[] = vehicles.items.map((v) => ({
        id: v.id,
        licensePlateSubClass: v.licensePlateSubClass,
        licensePlateSerial: v.licensePlateSerial,
        consumptionRate: v.consumptionRate,
        color: v.colorHex,
        needsTrackingDevice: false,
      }));
      return { subscription, vehicles: current, vehicleCount: vehicles.totalCount };
    },
    // Counts change with every finished request: always ask again when a screen opens.
    staleTime: 0,
  });

/** GET /api/app/observation for account `id` (renewal may remove observers); token as above. */
export const observersQuery = (id: string, prepare: (id: string) => Promise<unknown>) =>
  queryOptions({
    queryKey: purchaseQueries.observers(id),
    queryFn: async ({ signal }) => {
      await prepare(id);
      return call(listObservers, { query: { maxResultCount: 999 }, signal });
    },
    staleTime: 0,
  });

/** GET /api/app/smsBundle (names localized: the key carries the language). */
export const smsBundlesQuery = (locale: string) =>
  queryOptions({
    queryKey: purchaseQueries.smsBundles(locale),
    queryFn: ({ signal }) => call(listSmsBundles, { query: { maxResultCount: 999 }, signal }),
  });

/** GET /api/app/discount/subscriptionDurationDiscounts: the hint per month count. */
export const discountsQuery = () =>
  queryOptions({
    queryKey: purchaseQueries.discounts(),
    queryFn: ({ signal }) => call(listDurationDiscounts, { signal }),
  });
