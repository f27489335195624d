import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { durationDiscount, pricingItem, smsBundle, subscriptionPlan } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import type { CultureName } from '../abp/culture.ts';
import { localized } from '../catalogue/names.ts';
import { computeBill, type BillDraft, type BillLine } from './compute.ts';
import { findPromoCode, normalizePromoCode, promoProblem, PROMO_MESSAGES } from './promo.ts';

export type { BillDraft, BillLine } from './compute.ts';
export { consumePromoCode, releasePromoCode } from './promo.ts';

/** What is being bought; each part adds its lines (design notes, "Billing module API"). */
export interface Purchase {
  /** Adds a Subscription line: quantity = vehicleCount, requestedMonths = months. */
  planKey?: string;
  /** 1..12, default 1. */
  months?: number;
  /** Vehicles billed on the plan. */
  vehicleCount?: number;
  /** Trackers supplied and installed: a Device and a DeviceInstallation line. */
  deviceCount?: number;
  /** Adds an SmsBundle line (quantity 1). */
  smsBundleId?: string;
  promoCode?: string;
}

export interface QuoteOptions {
  /**
   * Re-pricing a request that already used its promo code: the code only has to exist (its use
   * was counted, and the customer keeps it even if it expired since).
   */
  promoReserved?: boolean;
}

export const QUOTE_MESSAGES = {
  months: 'The subscription duration must be 1 to 12 months.',
  plan: 'The subscription plan does not exist.',
  planMonths: "The plan '{0}' is not sold for {1} months.",
  bundle: 'The SMS bundle does not exist.',
} as const;

/** "Subscription (Gold)": the item, and what it is for when that has a name. */
export const lineLabel = (item: string, of?: string | null) => (of ? `${item} (${of})` : item);

/**
 * The bill for a purchase at today's prices. Used for quotes (nothing stored, the promo code not
 * used up) and, by the requests module, for the bill a new request keeps.
 */
export async function quote(
  db: Db,
  purchase: Purchase,
  culture: CultureName,
  now: Date = new Date(),
  options: QuoteOptions = {},
): Promise<BillDraft> {
  const months = purchase.months ?? 1;
  if (!Number.isInteger(months) || months < 1 || months > 12) {
    throw new BusinessError(QUOTE_MESSAGES.months);
  }
  const items = new Map((await db.select().from(pricingItem)).map((i) => [i.key, i]));
  const line = (key: string, quantity: number, unitPrice?: number, of?: string, ref?: string) => {
    const item = items.get(key);
    if (!item) throw new Error(`pricing item ${key} is missing (is the catalogue seeded?)`);
    const monthly = item.pricingType === 'Monthly';
    const result: BillLine = {
      pricingItemKey: key,
      pricingItemDisplayName: lineLabel(localized(item, culture), of),
      unitPrice: unitPrice ?? item.unitPrice,
      quantity,
      requestedMonths: monthly ? months : 1,
      pricingType: monthly ? 'Monthly' : 'OneTime',
      ...(ref !== undefined && { ref }),
    };
    return result;
  };

  const lines: BillLine[] = [];
  if (purchase.planKey) {
    const [plan] = await db
      .select()
      .from(subscriptionPlan)
      .where(eq(subscriptionPlan.key, purchase.planKey));
    if (!plan?.isActive) throw new BusinessError(QUOTE_MESSAGES.plan);
    const name = localized(plan, culture);
    if (plan.relatedDurationMonths?.length && !plan.relatedDurationMonths.includes(months)) {
      throw new BusinessError(
        QUOTE_MESSAGES.planMonths.replace('{0}', name).replace('{1}', String(months)),
      );
    }
    const vehicles = purchase.vehicleCount ?? 0;
    if (vehicles > 0) lines.push(line('Subscription', vehicles, plan.price, name, plan.key));
  }
  const devices = purchase.deviceCount ?? 0;
  if (devices > 0) lines.push(line('Device', devices), line('DeviceInstallation', devices));
  if (purchase.smsBundleId) {
    const [bundle] = await db
      .select()
      .from(smsBundle)
      .where(eq(smsBundle.id, purchase.smsBundleId));
    if (!bundle) throw new BusinessError(QUOTE_MESSAGES.bundle);
    lines.push(line('SmsBundle', 1, bundle.price, localized(bundle, culture), bundle.id));
  }

  const hasMonthly = lines.some((l) => l.pricingType === 'Monthly');
  const [duration] = hasMonthly
    ? await db.select().from(durationDiscount).where(eq(durationDiscount.months, months))
    : [];

  let promo = null;
  const code = normalizePromoCode(purchase.promoCode);
  if (code) {
    const row = await findPromoCode(db, code);
    const problem = options.promoReserved
      ? row
        ? null
        : PROMO_MESSAGES.unknown
      : promoProblem(row, now);
    if (problem || !row) throw new BusinessError(problem ?? PROMO_MESSAGES.unknown);
    promo = { code: row.code, value: row.value, isPercentage: row.isPercentage };
  }
  return computeBill({ lines, durationDiscount: duration ?? null, promo, now });
}
