import { and, eq, inArray } from 'drizzle-orm';
import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import type { Db } from '../../db/client.ts';
import { countActiveUsers } from '../track-accounts/user-limit.ts';
import {
  observerVehicle,
  trackAccount,
  trackAccountFeature,
  trackAccountSubscription,
  userTrackAccountAssociation,
  vehicle,
} from '../../db/schema.ts';

export const DEMO_VEHICLE_COUNT = 25;
/** Vehicles of the business account; the rest belong to the personal one. */
export const DEMO_BUSINESS_VEHICLES = 20;
export const DEMO_OBSERVED_VEHICLES = 3;
export const demoDeviceId = (n: number) => `demo-${String(n).padStart(3, '0')}`;

const COLORS = ['#1E88E5', '#E53935', '#43A047', '#FDD835', '#8E24AA', '#FB8C00', '#546E7A'];
const SUB_CLASSES = ['Damascus Private', 'Damascus Public', 'Rif Dimashq Private'];

async function accountIdByName(db: Db, name: string): Promise<string> {
  const [row] = await db
    .select({ id: trackAccount.id })
    .from(trackAccount)
    .where(eq(trackAccount.name, name));
  if (!row) throw new Error(`demo account ${name} missing`);
  return row.id;
}

/** The demo plan's user count: the plain demo (one owner, one observer) has room for 8 more. */
export const DEMO_USER_COUNT = 10;

/** Gives an account an active one-year plan with every feature on (demo, tests). */
export async function grantDemoPlan(
  db: Db,
  trackAccountId: string,
  userCount = DEMO_USER_COUNT,
): Promise<void> {
  const from = new Date();
  from.setUTCMonth(from.getUTCMonth() - 1);
  const to = new Date(from);
  to.setUTCFullYear(to.getUTCFullYear() + 1);
  await db.insert(trackAccountSubscription).values({
    trackAccountId,
    planKey: 'gold',
    planNameEn: 'Gold',
    planNameAr: 'ذهبي',
    from,
    to,
    userCount,
    smsBundleCount: 100,
    state: 'Active',
    durationMonths: 12,
  });
  await db
    .insert(trackAccountFeature)
    .values(Object.values(FEATURES).map((name) => ({ trackAccountId, name, value: 'True' })));
}

/** 25 demo vehicles (`demo-001`…), plans for both demo accounts, 3 vehicles for the observer. */
export async function seedVehicles(db: Db, opts: { demo: boolean }): Promise<void> {
  if (!opts.demo) return;
  const business = await accountIdByName(db, 'Demo Logistics');
  const personal = await accountIdByName(db, "Sami's car");
  // DEMO_EXTRA_USERS (e2e) adds an owner and an observer per set: without room for them the
  // account would start past its plan, and no owner could add or activate an observer.
  const members = await countActiveUsers(db, business);
  await grantDemoPlan(db, business, Math.max(DEMO_USER_COUNT, members + DEMO_USER_COUNT - 2));
  await grantDemoPlan(db, personal);
  const rows = Array.from({ length: DEMO_VEHICLE_COUNT }, (_, i) => ({
    trackAccountId: i < DEMO_BUSINESS_VEHICLES ? business : personal,
    tenantId: null,
    licensePlateSerial: String(501_000 + i * 137),
    licensePlateSubClass: SUB_CLASSES[i % SUB_CLASSES.length]!,
    colorHex: COLORS[i % COLORS.length]!,
    consumptionRate: 8 + (i % 5),
    trackingDeviceId: demoDeviceId(i + 1),
  }));
  const inserted = await db.insert(vehicle).values(rows).returning({ id: vehicle.id });
  // Every demo observer (one, plus the extra e2e ones) watches the same vehicles.
  const observers = await db
    .select({ id: userTrackAccountAssociation.id })
    .from(userTrackAccountAssociation)
    .where(
      and(
        eq(userTrackAccountAssociation.trackAccountId, business),
        inArray(userTrackAccountAssociation.associationType, ['Observer']),
      ),
    );
  if (!observers.length) return;
  await db.insert(observerVehicle).values(
    observers.flatMap((observer) =>
      inserted.slice(0, DEMO_OBSERVED_VEHICLES).map((v) => ({
        associationId: observer.id,
        vehicleId: v.id,
      })),
    ),
  );
}
