import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { VehicleEntry } from '../../../src/api/contract/requests.ts';
import type { Db } from '../../db/client.ts';
import {
  request,
  smsBundle,
  subscriptionPlan,
  subscriptionPlanFeature,
  trackAccount,
  trackAccountFeature,
  trackAccountSubscription as sub,
  userTrackAccountAssociation as assoc,
  vehicle,
} from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import {
  isSubscription,
  type AddVehiclesPayload,
  type RenewalPayload,
  type RequestRow,
  type SmsPayload,
  type SubscriptionPayload,
} from './model.ts';

/** What a finished request changes (design notes "Finishing applies the effect"). */

/** 64 random bits: a device id is a name anyone may post positions under, so not guessable. */
export const newDeviceId = () => `dev-${randomBytes(8).toString('hex')}`;

export function addMonths(from: Date, months: number): Date {
  const to = new Date(from);
  to.setUTCMonth(to.getUTCMonth() + months);
  return to;
}

/**
 * Vehicles go in a few hundred per statement: on PGlite one statement of a thousand held the
 * event loop over 100 ms, and the loop turns between statements.
 */
const VEHICLES_PER_STATEMENT = 250;

async function insertVehicles(db: Db, row: RequestRow, accountId: string, list: VehicleEntry[]) {
  for (let i = 0; i < list.length; i += VEHICLES_PER_STATEMENT) {
    await db.insert(vehicle).values(
      list.slice(i, i + VEHICLES_PER_STATEMENT).map((v) => ({
        trackAccountId: accountId,
        tenantId: row.tenantId,
        licensePlateSerial: v.licensePlateSerial,
        licensePlateSubClass: v.licensePlateSubClass,
        colorHex: v.color,
        consumptionRate: v.consumptionRate,
        trackingDeviceId: (!v.needsTrackingDevice && v.trackingDeviceId) || newDeviceId(),
      })),
    );
  }
}

async function planOf(db: Db, key: string) {
  const [plan] = await db.select().from(subscriptionPlan).where(eq(subscriptionPlan.key, key));
  if (!plan) throw new BusinessError('The subscription plan does not exist.');
  return plan;
}

async function bundleMessages(db: Db, id: string | undefined): Promise<number> {
  if (!id) return 0;
  const [b] = await db.select().from(smsBundle).where(eq(smsBundle.id, id));
  return b?.messagesCount ?? 0;
}

/** The account's features become the plan's. */
async function replaceFeatures(db: Db, accountId: string, planKey: string) {
  const features = await db
    .select()
    .from(subscriptionPlanFeature)
    .where(eq(subscriptionPlanFeature.planKey, planKey));
  await db.delete(trackAccountFeature).where(eq(trackAccountFeature.trackAccountId, accountId));
  if (features.length === 0) return;
  await db
    .insert(trackAccountFeature)
    .values(
      features.map((f) => ({ trackAccountId: accountId, name: f.featureName, value: f.value })),
    );
}

async function startSubscription(
  db: Db,
  accountId: string,
  p: { planKey: string; months: number; smsBundleId?: string | undefined; carriedSms?: number },
  from: Date,
) {
  const plan = await planOf(db, p.planKey);
  await db.insert(sub).values({
    trackAccountId: accountId,
    planKey: plan.key,
    planNameEn: plan.nameEn,
    planNameAr: plan.nameAr,
    from,
    to: addMonths(from, p.months),
    userCount: plan.userCount,
    smsBundleCount: (p.carriedSms ?? 0) + (await bundleMessages(db, p.smsBundleId)),
    state: 'Active',
    durationMonths: p.months,
  });
  await replaceFeatures(db, accountId, plan.key);
}

/** The account's latest subscription period (the current one, or the last that ended). */
async function latestSubscription(db: Db, accountId: string) {
  const [row] = await db
    .select()
    .from(sub)
    .where(and(eq(sub.trackAccountId, accountId), eq(sub.state, 'Active')))
    .orderBy(desc(sub.to))
    .limit(1);
  return row;
}

export async function applyFinishingEffects(
  db: Db,
  row: RequestRow,
  now: Date,
): Promise<RequestRow> {
  if (isSubscription(row.type)) {
    const form = row.payload as SubscriptionPayload;
    const [account] = await db
      .insert(trackAccount)
      .values({
        name: form.accountName,
        accountType: row.type === 'BusinessAccountSubscription' ? 'Business' : 'Personal',
        tenantId: row.tenantId,
      })
      .returning({ id: trackAccount.id });
    const accountId = account!.id;
    await db.insert(assoc).values({
      ...{ userId: row.userId, trackAccountId: accountId },
      ...{ associationType: 'Owner', invitationStatus: 'Accepted' },
    });
    await insertVehicles(db, row, accountId, form.subscriptionVehicleInfoCreateDtos);
    await startSubscription(
      db,
      accountId,
      {
        planKey: form.subscriptionPlanKey,
        months: form.subscriptionDurationInMonths,
        smsBundleId: form.smsBundleId,
      },
      now,
    );
    const [done] = await db
      .update(request)
      .set({ trackAccountId: accountId })
      .where(eq(request.id, row.id))
      .returning();
    return done!;
  }
  const accountId = row.trackAccountId;
  if (!accountId) throw new Error(`request ${row.id} has no track account`);
  if (row.type === 'SmsBundleRenewalRequest') {
    const current = await latestSubscription(db, accountId);
    if (!current) throw new BusinessError('This track account has no active subscription.');
    const added = await bundleMessages(db, (row.payload as SmsPayload).smsBundleId);
    await db
      .update(sub)
      .set({ smsBundleCount: current.smsBundleCount + added })
      .where(eq(sub.id, current.id));
  } else if (row.type === 'AddVehiclesRequest') {
    await insertVehicles(db, row, accountId, (row.payload as AddVehiclesPayload).trackVehicles);
  } else if (row.type === 'RenewSubscription') {
    await renew(db, row, accountId, now);
  }
  return row;
}

async function renew(db: Db, row: RequestRow, accountId: string, now: Date) {
  const form = row.payload as RenewalPayload;
  const current = await latestSubscription(db, accountId);
  const from = current && current.to > now ? current.to : now;
  await startSubscription(
    db,
    accountId,
    {
      planKey: form.subscriptionPlanKey,
      months: form.subscriptionDurationInMonths,
      smsBundleId: form.smsBundleId,
      // Unused messages are not lost with the old period.
      carriedSms: current?.smsBundleCount ?? 0,
    },
    from,
  );
  if (form.removeVehicles.length > 0) {
    await db
      .delete(vehicle)
      .where(and(eq(vehicle.trackAccountId, accountId), inArray(vehicle.id, form.removeVehicles)));
  }
  if (form.removeUsers.length > 0) {
    // Observers only: the owner cannot be removed by a renewal.
    await db
      .update(assoc)
      .set({ isActive: false })
      .where(
        and(
          eq(assoc.trackAccountId, accountId),
          eq(assoc.associationType, 'Observer'),
          inArray(assoc.id, form.removeUsers),
        ),
      );
  }
  await insertVehicles(db, row, accountId, form.newVehicles);
}
