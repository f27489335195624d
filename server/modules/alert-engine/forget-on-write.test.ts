import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { alertDefinition, alertDefinitionVehicle, notification, vehicle } from '../../db/schema.ts';
import { alertsApp, type AlertsApp } from '../../test/alert-fixtures.ts';

// A write through /api/app/ makes the engine read again the rules of the account it touched, and
// only that one (issue 28): a write by one customer used to throw away every account's rules, so
// each busy account's next positions all waited on a fresh read. To see which account was read
// again, a definition is added straight to the table (as another server process would) and the
// cache is made to last long enough that only a forgetting makes the engine see it.

let h: AlertsApp;
beforeAll(async () => {
  h = await alertsApp({ deps: { alertEngine: { rulesCacheMs: 10 * 60_000 } } });
});
afterAll(() => h.t.close());

const fired = async (definitionId: string) =>
  (await h.db.select().from(notification).where(eq(notification.alertDefinitionId, definitionId)))
    .length;

it('reads again only the rules of the account a write touched', async () => {
  const [carId] = await h.vehiclesOf(h.other);
  const [car] = await h.db.select().from(vehicle).where(eq(vehicle.id, carId));
  let ago = 60;
  const send = async (knots: number) => {
    const at = Math.floor(Date.now() / 1000) - (ago -= 5);
    const url = `/ingest/osmand?id=${car!.trackingDeviceId}&lat=33.51&lon=36.29&timestamp=${at}&speed=${knots}`;
    expect((await h.t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await h.t.app.alertEngine.flush();
  };
  await send(10); // the other account's rules are read: nothing watches its car yet
  const [definition] = await h.db
    .insert(alertDefinition)
    .values({
      trackAccountId: h.other,
      type: 'ExceedingSpeed',
      maxSpeed: 80,
      minDurationSeconds: 0, // told at the first position over the limit
      notificationMethods: ['MobileNotification'],
    })
    .returning();
  await h.db
    .insert(alertDefinitionVehicle)
    .values({ alertDefinitionId: definition!.id, vehicleId: carId });

  // Another customer's write leaves this account's rules as they were read.
  const group = await h.call('POST', '/api/app/vehicleGroup', h.as.owner, {
    name: 'Vans',
    vehicleIds: [],
  });
  expect(group.statusCode, group.body).toBe(200);
  await send(60);
  expect(await fired(definition!.id)).toBe(0);

  // A write in this account makes the next position meet the rules as stored.
  const own = await h.call('POST', '/api/app/vehicleGroup', h.as.otherOwner, {
    name: 'Trucks',
    vehicleIds: [],
  });
  expect(own.statusCode, own.body).toBe(200);
  await send(60);
  expect(await fired(definition!.id)).toBeGreaterThan(0);
});
