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
/** What the demo observers' invitation to the personal account would show them. */
export const DEMO_INVITED_VEHICLES = 2;
export const demoDeviceId = (n: number) => `demo-${String(n).padStart(3, '0')}`;
/**
 * Issue 30: vehicles of the business account the simulator does not drive, waiting for a real
 * tracker: a Teltonika's IMEI, a GT06's IMEI and a unique id Traccar forwards.
 */
export const DEMO_TRACKER_DEVICES = ['356307042441013', '359710040000001', 'traccar-demo'] as const;

const COLORS = ['#1E88E5', '#E53935', '#43A047', '#FDD835', '#8E24AA', '#FB8C00', '#546E7A'];
const SUB_CLASSES = ['Damascus Private', 'Damascus Public', 'Rif Dimashq Private'];

export async function accountIdByName(db: Db, name: string): Promise<string> {
  const [row] = await db
    .select({ id: trackAccount.id })
    .from(trackAccount)
    .where(eq(trackAccount.name, name));
  if (!row) throw new Error(`demo account ${name} missing`);
  return row.id;
}

/** Room a demo plan leaves for new active observers: 8, as the plain demo (10 users, 2 members). */
const DEMO_FREE_USERS = 8;

/**
 * Gives an account an active one-year plan with every feature on (demo, tests). Its user count
 * leaves the same room for new observers however many demo members the account already has (the
 * e2e server seeds an owner and an observer per worker).
 */
export async function grantDemoPlan(db: Db, trackAccountId: string): Promise<void> {
  const userCount = Math.max(10, (await countActiveUsers(db, trackAccountId)) + DEMO_FREE_USERS);
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

/**
 * 25 demo vehicles (`demo-001`…) and the 3 waiting for real trackers, plans for both demo
 * accounts, 3 vehicles for the observer and 2 for their invitation to the personal account.
 */
export async function seedVehicles(db: Db, opts: { demo: boolean }): Promise<void> {
  if (!opts.demo) return;
  const business = await accountIdByName(db, 'Demo Logistics');
  const personal = await accountIdByName(db, "Sami's car");
  await grantDemoPlan(db, business);
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
  await db.insert(vehicle).values(
    DEMO_TRACKER_DEVICES.map((trackingDeviceId, i) => ({
      trackAccountId: business,
      tenantId: null,
      licensePlateSerial: String(601_000 + i * 211),
      licensePlateSubClass: SUB_CLASSES[i % SUB_CLASSES.length]!,
      colorHex: COLORS[(i + 3) % COLORS.length]!,
      consumptionRate: 10,
      trackingDeviceId,
    })),
  );
  // Every demo observer (one, plus the extra e2e ones) watches the same vehicles.
  const give = async (accountId: string, vehicles: { id: string }[]) => {
    const observers = await db
      .select({ id: userTrackAccountAssociation.id })
      .from(userTrackAccountAssociation)
      .where(
        and(
          eq(userTrackAccountAssociation.trackAccountId, accountId),
          inArray(userTrackAccountAssociation.associationType, ['Observer']),
        ),
      );
    if (!observers.length) return;
    await db
      .insert(observerVehicle)
      .values(
        observers.flatMap((o) => vehicles.map((v) => ({ associationId: o.id, vehicleId: v.id }))),
      );
  };
  await give(business, inserted.slice(0, DEMO_OBSERVED_VEHICLES));
  const personalVehicles = inserted.slice(DEMO_BUSINESS_VEHICLES);
  await give(personal, personalVehicles.slice(0, DEMO_INVITED_VEHICLES));
}

/**
 * The vehicles the demo simulator drives over TCP (simulator/tcp-trackers.ts), added to "Demo
 * Logistics" the first time it does, so a server without tracker ports lists none of them.
 */
export async function ensureTrackerVehicles(db: Db, deviceIds: readonly string[]): Promise<void> {
  if (deviceIds.length === 0) return;
  const business = await accountIdByName(db, 'Demo Logistics');
  const rows = deviceIds.map((trackingDeviceId, i) => ({
    trackAccountId: business,
    tenantId: null,
    licensePlateSerial: String(602_000 + i * 173),
    licensePlateSubClass: SUB_CLASSES[i % SUB_CLASSES.length]!,
    colorHex: COLORS[(i + 5) % COLORS.length]!,
    consumptionRate: 12,
    trackingDeviceId,
  }));
  await db.insert(vehicle).values(rows).onConflictDoNothing({ target: vehicle.trackingDeviceId });
}
