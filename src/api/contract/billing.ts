import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { guid, idParams } from './common.ts';

// Bills (spec part 1 §3 "Bill", §9 bill presentation). Computed by the server only; money in SP
// with 2 decimals. The portal shows them in the price-offer dialog.

export const pricingType = z.enum(['Monthly', 'OneTime']);
export type PricingType = z.infer<typeof pricingType>;
export const billStatus = z.enum(['Draft', 'Approved', 'Rejected', 'Paid']);
export type BillStatus = z.infer<typeof billStatus>;
export const discountTargetType = z.enum(['SubscriptionDuration', 'PromoCode']);

/** Price = unitPrice × quantity × (Monthly ? requestedMonths : 1). */
export const billLine = z.object({
  pricingItemKey: z.string(),
  pricingItemDisplayName: z.string(),
  unitPrice: z.number(),
  quantity: z.number(),
  requestedMonths: z.number(),
  pricingType,
});
export type BillLine = z.infer<typeof billLine>;

/** `value` is the rule (a fraction when isPercentage, else SP), as the portal shows it. */
export const appliedDiscount = z.object({
  /** 'Subscription' for the duration discount, the code for a promo code. */
  targetKey: z.string(),
  targetType: discountTargetType,
  appliedAt: z.string(),
  isPercentage: z.boolean(),
  value: z.number(),
  /** SP this discount took off (sent by our server; other back ends may not). */
  amount: z.optional(z.number()),
});
export type AppliedDiscount = z.infer<typeof appliedDiscount>;

export const bill = z.object({
  /** Absent for a quote (fake bill) that is not stored. */
  id: z.optional(guid),
  status: billStatus,
  billLineItems: z.array(billLine),
  appliedDiscounts: z.array(appliedDiscount),
  total: z.number(),
  totalBeforeDiscounts: z.number(),
});
export type Bill = z.infer<typeof bill>;

/** The bill of request `:id` (only the request's owner). */
export const getRequestBill = endpoint({
  method: 'GET',
  path: '/api/app/bill/bill/:id',
  params: idParams,
  response: bill,
});

const count = z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000)));

/** A quote: nothing is stored and the promo code is not used up. */
export const getFakeBill = endpoint({
  method: 'GET',
  path: '/api/app/bill/fakeBill',
  query: z.object({
    planKey: z.optional(z.string().check(z.maxLength(64))),
    months: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(12)), 1),
    vehicleCount: count,
    deviceCount: count,
    smsBundleId: z.optional(guid),
    promoCode: z.optional(z.string().check(z.maxLength(64))),
  }),
  response: bill,
});

/** The bill of request `:id` recomputed with today's prices, without storing it. */
export const getRequestFakeBill = endpoint({
  method: 'GET',
  path: '/api/app/bill/fakeBill/:id',
  params: idParams,
  response: bill,
});

const DEVICE_KEYS = new Set(['Device', 'DeviceInstallation']);

/**
 * For the price-offer dialog (spec §9): the tracker and its installation are one OneTime line
 * ("Device"), priced at the sum of both unit prices; other lines are kept in order. `displayName`
 * names the merged line (default: the Device line's name).
 */
export function mergeDeviceLines(lines: readonly BillLine[], displayName?: string): BillLine[] {
  const devices = lines.filter((l) => DEVICE_KEYS.has(l.pricingItemKey));
  if (devices.length < 2) return [...lines];
  const first = devices.find((l) => l.pricingItemKey === 'Device') ?? devices[0]!;
  const quantity = Math.max(...devices.map((l) => l.quantity));
  // Sum what each line costs, so a mismatch of quantities still keeps the total right.
  const cost = devices.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const merged: BillLine = {
    ...first,
    pricingItemKey: 'Device',
    pricingItemDisplayName: displayName ?? first.pricingItemDisplayName,
    unitPrice: quantity ? Math.round((cost / quantity) * 100) / 100 : 0,
    quantity,
    requestedMonths: 1,
    pricingType: 'OneTime',
  };
  const at = lines.indexOf(devices[0]!);
  const rest = lines.filter((l) => !DEVICE_KEYS.has(l.pricingItemKey));
  rest.splice(Math.min(at, rest.length), 0, merged);
  return rest;
}
