import { inArray } from 'drizzle-orm';
import type { RequestDto } from '../../../src/api/contract/requests.ts';
import type { Db } from '../../db/client.ts';
import { bill, geoNode, subscriptionPlan, trackAccount } from '../../db/schema.ts';
import { translateUserMessage } from '../../http/user-messages.ts';
import type { CultureName } from '../abp/culture.ts';
import {
  isSubscription,
  newVehiclesOf,
  type RenewalPayload,
  type RequestRow,
  type SubscriptionPayload,
} from './model.ts';

type BillRow = typeof bill.$inferSelect;
type BillDto = NonNullable<RequestDto['bill']>;

export const billDto = (b: BillRow): BillDto => ({
  id: b.id,
  status: b.status,
  billLineItems: b.lineItems as BillDto['billLineItems'],
  appliedDiscounts: b.appliedDiscounts as BillDto['appliedDiscounts'],
  total: b.total,
  totalBeforeDiscounts: b.totalBeforeDiscounts,
});

const ids = <T>(values: (T | null | undefined)[]) =>
  [...new Set(values.filter((v) => v != null))] as T[];

/** Requests as the portal shows them; names are looked up once per list, in the caller's language. */
export async function toRequestDtos(
  db: Db,
  rows: RequestRow[],
  culture: CultureName,
): Promise<RequestDto[]> {
  if (rows.length === 0) return [];
  const local = (r: { nameEn: string; nameAr: string }) => (culture === 'ar' ? r.nameAr : r.nameEn);
  const forms = rows.map((r) => r.payload as Partial<SubscriptionPayload & RenewalPayload>);
  const planKeys = ids(forms.map((f) => f.subscriptionPlanKey));
  const geoIds = ids(
    forms.flatMap((f) => (f.address ? [f.address.governorate, f.address.city] : [])),
  );
  const accountIds = ids(rows.map((r) => r.trackAccountId));
  const [plans, geo, bills, accounts] = await Promise.all([
    planKeys.length
      ? db.select().from(subscriptionPlan).where(inArray(subscriptionPlan.key, planKeys))
      : [],
    geoIds.length ? db.select().from(geoNode).where(inArray(geoNode.id, geoIds)) : [],
    db
      .select()
      .from(bill)
      .where(
        inArray(
          bill.requestId,
          rows.map((r) => r.id),
        ),
      ),
    accountIds.length
      ? db.select().from(trackAccount).where(inArray(trackAccount.id, accountIds))
      : [],
  ]);
  const plan = new Map(plans.map((p) => [p.key, p]));
  const geoName = (id: string) => {
    const node = geo.find((g) => g.id === id);
    return node ? local(node) : id;
  };
  const billOf = new Map(bills.map((b) => [b.requestId, b]));
  const accountName = new Map(accounts.map((a) => [a.id, a.name]));

  return rows.map((r, i) => {
    const f = forms[i]!;
    const p = f.subscriptionPlanKey ? plan.get(f.subscriptionPlanKey) : undefined;
    const subscription = isSubscription(r.type);
    const renewal = r.type === 'RenewSubscription';
    const a = f.address;
    const b = billOf.get(r.id);
    return {
      id: r.id,
      type: r.type,
      status: r.status,
      stage: r.stage,
      creationTime: r.createdAt.toISOString(),
      lastModificationTime: r.updatedAt?.toISOString() ?? null,
      trackAccountId: r.trackAccountId,
      accountName:
        (subscription ? f.accountName : null) ?? accountName.get(r.trackAccountId ?? '') ?? null,
      // Notes we write (failure.ts) are English; the reader gets them in their language.
      requestNotes: (r.notes as { note: string }[]).map((n) => ({
        note: translateUserMessage(culture, n.note),
      })),
      companyName: f.companyName ?? null,
      companyAddress:
        r.type === 'BusinessAccountSubscription' && a
          ? { governorateDisplayName: geoName(a.governorate), cityDisplayName: geoName(a.city) }
          : null,
      trackerInstallationLocation: a
        ? [geoName(a.governorate), geoName(a.city), a.area, a.street].filter(Boolean).join(', ')
        : null,
      trackVehicles: newVehiclesOf(r.type, r.payload),
      subscriptionPlanKey: f.subscriptionPlanKey ?? null,
      subscriptionPlanLocalizedName: p ? local(p) : (f.subscriptionPlanKey ?? null),
      subscriptionDurationInMonths: f.subscriptionDurationInMonths ?? null,
      smsBundleId: (r.payload as { smsBundleId?: string }).smsBundleId ?? null,
      userCount: subscription || renewal ? (p?.userCount ?? null) : null,
      newTrackVehiclesCount: renewal ? (f.newVehicles?.length ?? 0) : null,
      removeTrackVehiclesCount: renewal ? (f.removeVehicles?.length ?? 0) : null,
      bill: b ? billDto(b) : null,
    };
  });
}
