import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDefinition, appUser, notification, trackAccount, vehicle } from '../../db/schema.ts';
import { freshDatabase, type TestDatabase } from '../../test/fresh-db.ts';
import { testLog } from '../../test/engine-fixtures.ts';
import { DEMO_OBSERVER_PHONE, DEMO_OWNER_PHONE } from '../identity/demo-users.ts';
import { writeFixes, type Fix } from '../ingest/writer.ts';
import { createMover } from '../simulator/mover.ts';
import { profileOf } from '../simulator/simulator.ts';
import { createAlertEngine } from './engine.ts';

// The demo's seeded alerts against the simulator's own movements: within a quarter of an hour
// of driving, the owner has been told of speeding, entering and leaving the zone, and leaving the
// route; the observer only of the vehicles they watch.

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('the demo alerts', () => {
  it('fire on what the simulator does', async () => {
    const { db } = database;
    const [account] = await db
      .select()
      .from(trackAccount)
      .where(eq(trackAccount.name, 'Demo Logistics'));
    const seeded = await db
      .select()
      .from(alertDefinition)
      .where(eq(alertDefinition.trackAccountId, account!.id));
    expect(seeded.map((d) => d.type).sort()).toEqual([
      'EnteringZone',
      'ExceedingSpeed',
      'ExitingRoute',
      'ExitingZone',
    ]);

    // The simulator's vehicles by index (device order), driven in simulated time: a 3-hour
    // back-fill as at start, then a position every 5 s as the live ticks send them.
    const devices = ['demo-001', 'demo-002', 'demo-004', 'demo-006'];
    const rows = await db.select().from(vehicle).where(inArray(vehicle.trackingDeviceId, devices));
    const movers = devices.map((d) => {
      const index = Number(d.slice(5)) - 1;
      return {
        id: rows.find((r) => r.trackingDeviceId === d)!.id,
        mover: createMover(profileOf(index)),
      };
    });
    const start = 1_790_000_000;
    for (let s = start - 3 * 3600; s < start; s += 30)
      for (const m of movers) m.mover.advance(s, 30);
    const engine = createAlertEngine({ db, log: testLog });
    for (let s = start; s < start + 15 * 60; s += 5) {
      const fixes: Fix[] = movers.map((m) => ({
        vehicleId: m.id,
        time: new Date(s * 1000),
        ...m.mover.advance(s, 5),
        altitude: null,
        accuracy: null,
      }));
      await writeFixes(db, fixes);
      await engine.evaluate(fixes);
    }

    const typesFor = async (phone: string) => {
      const [u] = await db.select().from(appUser).where(eq(appUser.phoneNumber, phone));
      const got = await db
        .select({ type: notification.alertType, vehicle: notification.vehicleId })
        .from(notification)
        .where(and(eq(notification.userId, u!.id), eq(notification.trackAccountId, account!.id)));
      return got;
    };
    const owner = await typesFor(DEMO_OWNER_PHONE);
    expect(new Set(owner.map((n) => n.type))).toEqual(
      new Set(['ExceedingSpeed', 'EnteringZone', 'ExitingZone', 'ExitingRoute']),
    );
    // The observer watches demo-001…003: the zone and route alerts of those, not the speeder's.
    const watched = new Set([movers[0]!.id, movers[1]!.id]);
    const observer = await typesFor(DEMO_OBSERVER_PHONE);
    expect(observer.length).toBeGreaterThan(0);
    expect(observer.every((n) => watched.has(n.vehicle!))).toBe(true);
    expect(observer.length).toBe(owner.filter((n) => watched.has(n.vehicle!)).length);
  });
});
