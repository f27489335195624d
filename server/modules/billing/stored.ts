import { and, eq, inArray } from 'drizzle-orm';
import type { Bill } from '../../../src/api/contract/billing.ts';
import type { Db } from '../../db/client.ts';
import { bill, pricingItem, request, smsBundle, subscriptionPlan } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { CultureName } from '../abp/culture.ts';
import { localized } from '../catalogue/names.ts';
import type { AppliedDiscount, BillDraft, BillLine } from './compute.ts';
import { lineLabel, type Purchase } from './quote.ts';

/** Bills kept with requests: read back for their owner, in the reader's language. */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null;
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The stored JSON as bill lines (tolerant: older rows may lack names or refs). */
export function storedLines(json: unknown): BillLine[] {
  if (!Array.isArray(json)) return [];
  return json.filter(isObject).map((l) => ({
    pricingItemKey: String(l.pricingItemKey),
    pricingItemDisplayName: str(l.pricingItemDisplayName) ?? String(l.pricingItemKey),
    unitPrice: Number(l.unitPrice) || 0,
    quantity: Number(l.quantity) || 0,
    requestedMonths: Number(l.requestedMonths) || 1,
    pricingType: l.pricingType === 'Monthly' ? 'Monthly' : 'OneTime',
    ...(str(l.ref) !== undefined && { ref: str(l.ref) }),
  }));
}

export function storedDiscounts(json: unknown): AppliedDiscount[] {
  if (!Array.isArray(json)) return [];
  return json.filter(isObject).map((d) => ({
    targetKey: String(d.targetKey),
    targetType: d.targetType === 'PromoCode' ? 'PromoCode' : 'SubscriptionDuration',
    appliedAt: str(d.appliedAt) ?? '',
    isPercentage: d.isPercentage === true,
    value: Number(d.value) || 0,
    amount: Number(d.amount) || 0,
  }));
}

/** The columns of a bill row for a computed draft (the requests module inserts it). */
export const billValues = (requestId: string, draft: BillDraft) => ({
  requestId,
  lineItems: draft.lineItems,
  appliedDiscounts: draft.appliedDiscounts,
  totalBeforeDiscounts: draft.totalBeforeDiscounts,
  total: draft.total,
});

/** Names the lines in `culture` from the catalogue (a bill outlives the reader's language). */
export async function labelLines(
  db: Db,
  lines: BillLine[],
  culture: CultureName,
): Promise<BillLine[]> {
  const refs = (key: string) =>
    lines.flatMap((l) => (l.pricingItemKey === key && l.ref ? [l.ref] : []));
  const [items, plans, bundles] = await Promise.all([
    db.select().from(pricingItem),
    refs('Subscription').length
      ? db
          .select()
          .from(subscriptionPlan)
          .where(inArray(subscriptionPlan.key, refs('Subscription')))
      : [],
    refs('SmsBundle').length
      ? db
          .select()
          .from(smsBundle)
          .where(inArray(smsBundle.id, refs('SmsBundle')))
      : [],
  ]);
  const names = new Map<string, string>([
    ...plans.map((p) => [`Subscription:${p.key}`, localized(p, culture)] as const),
    ...bundles.map((b) => [`SmsBundle:${b.id}`, localized(b, culture)] as const),
  ]);
  return lines.map((l) => {
    const item = items.find((i) => i.key === l.pricingItemKey);
    if (!item) return l;
    const of = l.ref ? names.get(`${l.pricingItemKey}:${l.ref}`) : undefined;
    return { ...l, pricingItemDisplayName: lineLabel(localized(item, culture), of) };
  });
}

/** A request of `userId` and its bill; someone else's request is not revealed (404). */
export async function ownRequestWithBill(db: Db, requestId: string, userId: string) {
  const [row] = await db
    .select({ request, bill })
    .from(request)
    .innerJoin(bill, eq(bill.requestId, request.id))
    .where(and(eq(request.id, requestId), eq(request.userId, userId)));
  if (!row) throw new NotFoundError();
  return row;
}

export async function billDto(
  db: Db,
  row: typeof bill.$inferSelect,
  culture: CultureName,
): Promise<Bill> {
  return {
    id: row.id,
    status: row.status,
    billLineItems: await labelLines(db, storedLines(row.lineItems), culture),
    appliedDiscounts: storedDiscounts(row.appliedDiscounts),
    total: row.total,
    totalBeforeDiscounts: row.totalBeforeDiscounts,
  };
}

/**
 * What a stored bill bought, to price it again: quantities from its lines, the plan and bundle
 * from the lines' refs (or the request form's subscriptionPlanKey / smsBundleId), the promo code
 * from its discounts.
 */
export function purchaseOfBill(row: typeof bill.$inferSelect, payload: unknown): Purchase {
  const form = isObject(payload) ? payload : {};
  const lines = storedLines(row.lineItems);
  const find = (key: string) => lines.find((l) => l.pricingItemKey === key);
  const subscription = find('Subscription');
  const sms = find('SmsBundle');
  const promo = storedDiscounts(row.appliedDiscounts).find((d) => d.targetType === 'PromoCode');
  const purchase: Purchase = {};
  if (subscription) {
    purchase.planKey = subscription.ref ?? str(form.subscriptionPlanKey);
    purchase.months = subscription.requestedMonths;
    purchase.vehicleCount = subscription.quantity;
  }
  const devices = find('Device') ?? find('DeviceInstallation');
  if (devices) purchase.deviceCount = devices.quantity;
  if (sms) purchase.smsBundleId = sms.ref ?? str(form.smsBundleId);
  if (promo) purchase.promoCode = promo.targetKey;
  return purchase;
}
