import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destination } from '../../../src/api/contract/geometry.ts';
import { setting } from '../../db/schema.ts';
import { GLOBAL_PROVIDER, SETTING_ROUTE_CORRIDOR_METERS } from '../settings/definitions.ts';
import {
  AT_ONCE,
  addDefinition,
  addRoute,
  addVehicles,
  engineWorld,
  feed,
  fixAt,
  notificationsOf,
} from '../../test/engine-fixtures.ts';

// Speed and route alerts fire when the rule is broken and re-arm once it is kept again.

let w: Awaited<ReturnType<typeof engineWorld>>;
beforeAll(async () => {
  w = await engineWorld();
});
afterAll(() => w.database.close());

const T0 = new Date('2025-03-03T08:00:00Z');
const HERE = { lat: 33.51, lon: 36.28 };

describe('exceeding a speed', () => {
  it('above, still above, at the limit, below, above again: two notifications', async () => {
    const [v] = await addVehicles(w.db, w.accountId, 1);
    const id = await addDefinition(w.db, w.accountId, {
      type: 'ExceedingSpeed',
      vehicleIds: [v!],
      maxSpeed: 80,
      ...AT_ONCE, // each episode counts from its first position, and ends at the first under
    });
    const engine = w.engine();
    const speeds = [60, 95, 110, 80, 70, 90.4, 120];
    for (const [i, speed] of speeds.entries())
      await feed(engine, w.db, [fixAt(v!, T0, i * 10, HERE, speed)]);
    const got = await notificationsOf(w.db, id);
    expect(got.map((n) => n.time)).toEqual([
      fixAt(v!, T0, 10, HERE).time,
      fixAt(v!, T0, 50, HERE).time,
    ]);
    // The first episode ended (at the limit, 20 s after it began): its alert has its top speed
    // and duration; the second is under way.
    expect(got.map((n) => n.details)).toEqual([
      {
        vehicleName: expect.any(String),
        speed: 95,
        maxSpeed: 80,
        topSpeed: 110,
        durationSeconds: 20,
      },
      { vehicleName: expect.any(String), speed: 90, maxSpeed: 80 },
    ]);
  });

  it('counts from the first position when it is already above, once it lasted 15 s', async () => {
    const [v] = await addVehicles(w.db, w.accountId, 1);
    const id = await addDefinition(w.db, w.accountId, {
      type: 'ExceedingSpeed',
      vehicleIds: [v!],
      maxSpeed: 40,
    });
    const engine = w.engine();
    await feed(engine, w.db, [fixAt(v!, T0, 0, HERE, 41), fixAt(v!, T0, 10, HERE, 50)]);
    expect(await notificationsOf(w.db, id)).toEqual([]);
    await feed(engine, w.db, [fixAt(v!, T0, 15, HERE, 45)]);
    const got = await notificationsOf(w.db, id);
    expect(got.map((n) => [n.time, n.details.speed])).toEqual([[fixAt(v!, T0, 0, HERE).time, 45]]);
  });

  it('an episode started and ended within one batch: one alert, complete', async () => {
    const [v] = await addVehicles(w.db, w.accountId, 1);
    const id = await addDefinition(w.db, w.accountId, {
      type: 'ExceedingSpeed',
      vehicleIds: [v!],
      maxSpeed: 100,
    });
    const speeds = [90, 120, 131, 125, 118, 95, 80, 70];
    const track = speeds.map((kmh, i) => fixAt(v!, T0, i * 10, HERE, kmh));
    await feed(w.engine(), w.db, track);
    const got = await notificationsOf(w.db, id);
    expect(got.map((n) => n.details)).toEqual([
      {
        ...{ vehicleName: expect.any(String), speed: 125, maxSpeed: 100 },
        ...{ topSpeed: 131, durationSeconds: 40 },
      },
    ]);
  });
});

describe('leaving a route', () => {
  const east = destination(HERE, 2000, Math.PI / 2);
  const north = destination(HERE, 2000, 0);
  const off = (m: number, from = destination(HERE, 1000, Math.PI / 2)) =>
    destination(from, m, Math.PI);

  it('fires beyond the corridor of every route, once, and again after coming back', async () => {
    const [v] = await addVehicles(w.db, w.accountId, 1);
    const main = await addRoute(w.db, w.accountId, 'Main road', [HERE, east]);
    const side = await addRoute(w.db, w.accountId, 'Side road', [HERE, north]);
    const id = await addDefinition(w.db, w.accountId, {
      type: 'ExitingRoute',
      vehicleIds: [v!],
      routeIds: [main, side],
    });
    const engine = w.engine();
    // On the main road, 90 m off (within), 150 m off (out), 300 m off, back on, on the side
    // road (within the other route), then 400 m off the main road far from the side road.
    const track = [
      off(0),
      off(90),
      off(150),
      off(300),
      off(10),
      destination(HERE, 1000, 0),
      off(400),
    ];
    for (const [i, p] of track.entries()) await feed(engine, w.db, [fixAt(v!, T0, i * 10, p)]);
    const got = await notificationsOf(w.db, id);
    expect(got.map((n) => n.time)).toEqual([
      fixAt(v!, T0, 20, HERE).time,
      fixAt(v!, T0, 60, HERE).time,
    ]);
    expect(got[0]!.details).toEqual({
      vehicleName: expect.any(String),
      routeName: 'Main road',
      distance: 150,
    });
    expect(got[1]!.details).toMatchObject({ routeName: 'Main road', distance: 400 });
  });

  it('reads the corridor from the server setting', async () => {
    await w.db.insert(setting).values({
      name: SETTING_ROUTE_CORRIDOR_METERS,
      value: '500',
      providerName: GLOBAL_PROVIDER,
      providerKey: null,
    });
    const [v] = await addVehicles(w.db, w.accountId, 1);
    const main = await addRoute(w.db, w.accountId, 'Wide road', [HERE, east]);
    const id = await addDefinition(w.db, w.accountId, {
      type: 'ExitingRoute',
      vehicleIds: [v!],
      routeIds: [main],
    });
    const engine = w.engine();
    for (const [i, p] of [off(0), off(300), off(450), off(600)].entries()) {
      await feed(engine, w.db, [fixAt(v!, T0, i * 10, p)]);
    }
    expect((await notificationsOf(w.db, id)).map((n) => n.details.distance)).toEqual([600]);
  });
});
