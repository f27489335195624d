import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { alertDefinition, vehicleGroup, vehicleGroupVehicle } from '../../db/schema.ts';
import {
  AT_ONCE,
  addDefinition,
  addVehicles,
  addZone,
  engineWorld,
  feed,
  fixAt,
  notificationsOf,
  square,
} from '../../test/engine-fixtures.ts';

// Zone alerts on scripted tracks: a transition fires once, positions inside (or outside) fire
// nothing, the first position only records where the vehicle is, and a vertex touch counts as in.
// The definitions count a crossing at its first position, with no margin (AT_ONCE): what is
// tested here is where the edge is and what a transition is; the defaults' minute and 25 m
// (issue 31) are quiet-tracks.test.ts's.

let w: Awaited<ReturnType<typeof engineWorld>>;
beforeAll(async () => {
  w = await engineWorld();
});
afterAll(() => w.database.close());

const CENTRE = { lat: 33.51, lon: 36.28 };
const OUT = { lat: 33.5, lon: 36.28 };
const IN = CENTRE;
const T0 = new Date('2025-03-03T08:00:00Z');

async function zoneAlerts(vehicleIds: string[], name: string) {
  const zone = await addZone(w.db, w.accountId, name, square(CENTRE, 0.005));
  const enter = await addDefinition(w.db, w.accountId, {
    type: 'EnteringZone',
    vehicleIds,
    zoneIds: [zone],
    ...AT_ONCE,
  });
  const exit = await addDefinition(w.db, w.accountId, {
    type: 'ExitingZone',
    vehicleIds,
    zoneIds: [zone],
    ...AT_ONCE,
  });
  return { zone, enter, exit };
}

describe('entering and leaving a zone', () => {
  it('gives exactly one notification each, with the zone and vehicle named', async () => {
    const [v] = await addVehicles(w.db, w.accountId, 1);
    const { enter, exit } = await zoneAlerts([v!], 'Depot');
    const engine = w.engine();
    // Outside (recorded only), in for three positions, out for three, in batches of two.
    const track = [OUT, OUT, IN, IN, IN, OUT, OUT, OUT].map((p, i) => fixAt(v!, T0, i * 10, p));
    for (let i = 0; i < track.length; i += 2) await feed(engine, w.db, track.slice(i, i + 2));
    const entered = await notificationsOf(w.db, enter);
    const left = await notificationsOf(w.db, exit);
    expect(entered.map((n) => n.time)).toEqual([track[2]!.time]);
    expect(left.map((n) => n.time)).toEqual([track[5]!.time]);
    expect(entered[0]).toMatchObject({
      alertType: 'EnteringZone',
      vehicleId: v,
      userId: w.owner.id,
      lat: IN.lat,
      lon: IN.lon,
      details: {
        vehicleName: expect.stringMatching(/^\d+ - Damascus Private$/),
        zoneName: 'Depot',
      },
    });
    expect(left[0]!.alertType).toBe('ExitingZone');
  });

  it('does not fire on the first position ever seen, inside or outside', async () => {
    const [inside, outside] = await addVehicles(w.db, w.accountId, 2);
    const { enter, exit } = await zoneAlerts([inside!, outside!], 'Yard');
    const engine = w.engine();
    await feed(engine, w.db, [fixAt(inside!, T0, 0, IN), fixAt(outside!, T0, 0, OUT)]);
    await feed(engine, w.db, [fixAt(inside!, T0, 10, IN), fixAt(outside!, T0, 10, OUT)]);
    expect(await notificationsOf(w.db, enter)).toEqual([]);
    expect(await notificationsOf(w.db, exit)).toEqual([]);
    // The next transition of each does fire.
    await feed(engine, w.db, [fixAt(inside!, T0, 20, OUT), fixAt(outside!, T0, 20, IN)]);
    expect((await notificationsOf(w.db, enter)).map((n) => n.vehicleId)).toEqual([outside]);
    expect((await notificationsOf(w.db, exit)).map((n) => n.vehicleId)).toEqual([inside]);
  });

  it('counts a position exactly on a corner as inside, once', async () => {
    const [v] = await addVehicles(w.db, w.accountId, 1);
    const { enter, exit } = await zoneAlerts([v!], 'Corner');
    const corner = { lat: CENTRE.lat + 0.005, lon: CENTRE.lon + 0.005 };
    const beyond = { lat: corner.lat + 0.001, lon: corner.lon + 0.001 };
    const engine = w.engine();
    const track = [beyond, corner, corner, beyond, corner];
    for (const [i, p] of track.entries()) await feed(engine, w.db, [fixAt(v!, T0, i * 10, p)]);
    expect((await notificationsOf(w.db, enter)).map((n) => n.time)).toEqual([
      fixAt(v!, T0, 10, corner).time,
      fixAt(v!, T0, 40, corner).time,
    ]);
    expect((await notificationsOf(w.db, exit)).map((n) => n.time)).toEqual([
      fixAt(v!, T0, 30, beyond).time,
    ]);
  });

  it('watches the vehicles of an assigned group, and each zone of a definition apart', async () => {
    const [v] = await addVehicles(w.db, w.accountId, 1);
    const [group] = await w.db
      .insert(vehicleGroup)
      .values({ trackAccountId: w.accountId, name: 'Vans' })
      .returning();
    await w.db.insert(vehicleGroupVehicle).values({ groupId: group!.id, vehicleId: v! });
    const a = await addZone(w.db, w.accountId, 'A', square(CENTRE, 0.005));
    const b = await addZone(w.db, w.accountId, 'B', square({ lat: 33.53, lon: 36.28 }, 0.005));
    const enter = await addDefinition(w.db, w.accountId, {
      type: 'EnteringZone',
      groupIds: [group!.id],
      zoneIds: [a, b],
      ...AT_ONCE,
    });
    const engine = w.engine();
    const track = [OUT, IN, OUT, { lat: 33.53, lon: 36.28 }];
    for (const [i, p] of track.entries()) await feed(engine, w.db, [fixAt(v!, T0, i * 10, p)]);
    const got = await notificationsOf(w.db, enter);
    expect(got.map((n) => n.details.zoneName)).toEqual(['A', 'B']);
  });

  it('a definition enabled again starts afresh: what happened while off is not reported', async () => {
    const [v] = await addVehicles(w.db, w.accountId, 1);
    const zone = await addZone(w.db, w.accountId, 'Paused', square(CENTRE, 0.005));
    const exit = await addDefinition(w.db, w.accountId, {
      type: 'ExitingZone',
      vehicleIds: [v!],
      zoneIds: [zone],
      ...AT_ONCE,
    });
    const engine = w.engine();
    const toggle = (isEnabled: boolean) =>
      w.db.update(alertDefinition).set({ isEnabled }).where(eq(alertDefinition.id, exit));
    await feed(engine, w.db, [fixAt(v!, T0, 0, IN)]);
    await toggle(false);
    await feed(engine, w.db, [fixAt(v!, T0, 10, OUT)]); // left while nobody watched
    await toggle(true);
    await feed(engine, w.db, [fixAt(v!, T0, 20, OUT)]); // seen again: recorded only
    expect(await notificationsOf(w.db, exit)).toEqual([]);
    await feed(engine, w.db, [fixAt(v!, T0, 30, IN)]);
    await feed(engine, w.db, [fixAt(v!, T0, 40, OUT)]);
    expect((await notificationsOf(w.db, exit)).map((n) => n.time)).toEqual([
      fixAt(v!, T0, 40, OUT).time,
    ]);
  });

  it('a disabled definition fires nothing', async () => {
    const [v] = await addVehicles(w.db, w.accountId, 1);
    const zone = await addZone(w.db, w.accountId, 'Off', square(CENTRE, 0.005));
    const off = await addDefinition(w.db, w.accountId, {
      type: 'EnteringZone',
      vehicleIds: [v!],
      zoneIds: [zone],
      isEnabled: false,
    });
    const engine = w.engine();
    for (const [i, p] of [OUT, IN, OUT, IN].entries())
      await feed(engine, w.db, [fixAt(v!, T0, i * 10, p)]);
    expect(await notificationsOf(w.db, off)).toEqual([]);
  });
});
