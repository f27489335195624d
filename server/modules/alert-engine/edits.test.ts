import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notification, vehicle } from '../../db/schema.ts';
import { alertsApp, createAlert, type AlertsApp } from '../../test/alert-fixtures.ts';

// An alert made through the API applies to the very next position: the engine's cache of the
// account's rules (read a moment before, for the same vehicle) does not hide it for seconds.

let h: AlertsApp;
beforeAll(async () => {
  h = await alertsApp();
});
afterAll(() => h.t.close());

it('a speed alert created a moment after a position fires on the next one', async () => {
  const [carId] = await h.vehiclesOf(h.business);
  const [car] = await h.db.select().from(vehicle).where(eq(vehicle.id, carId));
  const now = Math.floor(Date.now() / 1000);
  const send = async (ago: number, knots: number) => {
    const url = `/ingest/osmand?id=${car!.trackingDeviceId}&lat=33.51&lon=36.29&timestamp=${now - ago}&speed=${knots}`;
    expect((await h.t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await h.t.app.alertEngine.flush();
  };
  await send(30, 10); // read the account's rules into the cache: nothing watches this car yet
  // Told at the first position over the limit, not after the default 15 s of it.
  const at = { minDurationSeconds: 0 };
  const id = await createAlert(h, h.as.owner, 'ExceedingSpeed', { vehicleIds: [carId] }, at);
  await send(20, 60); // 111 km/h, above the 80 of the new alert
  const got = await h.db.select().from(notification).where(eq(notification.alertDefinitionId, id));
  expect(got.length).toBeGreaterThan(0);
  expect(got[0]).toMatchObject({ vehicleId: carId, alertType: 'ExceedingSpeed' });
});
