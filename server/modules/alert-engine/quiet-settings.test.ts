import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destination } from '../../../src/api/contract/geometry.ts';
import {
  addDefinition,
  addVehicles,
  addZone,
  engineWorld,
  feed,
  fixAt,
  notificationsOf,
  square,
} from '../../test/engine-fixtures.ts';
import type { Fix } from '../ingest/writer.ts';

// Issue 31: a definition's own minimum duration, zone margin and late-position limit are the
// ones the engine applies (the defaults: quiet-tracks.test.ts).

let w: Awaited<ReturnType<typeof engineWorld>>;
beforeAll(async () => {
  w = await engineWorld();
});
afterAll(() => w.database.close());

const CENTRE = { lat: 33.51, lon: 36.28 };
const EDGE = { lat: CENTRE.lat - 0.005, lon: CENTRE.lon };
const inside = (m: number) => destination(EDGE, m, 0);
const T0 = new Date('2025-03-04T09:00:00Z');
const received = (f: Fix, lateMs: number) => ({
  ...f,
  receivedAt: new Date(f.time.getTime() + lateMs),
});

describe('a definition’s own settings', () => {
  it('a 100 m margin: a vehicle 60 m inside has not entered; 200 m inside it has', async () => {
    const [v] = await addVehicles(w.db, w.accountId, 1);
    const zone = await addZone(w.db, w.accountId, 'Wide margin', square(CENTRE, 0.005));
    const enter = await addDefinition(w.db, w.accountId, {
      ...{ type: 'EnteringZone', vehicleIds: [v!], zoneIds: [zone] },
      ...{ zoneMarginMeters: 100, minDurationSeconds: 30 },
    });
    const engine = w.engine();
    const outside = destination(EDGE, 300, Math.PI);
    const track = [outside, inside(60), inside(60), inside(60), inside(60), inside(200)];
    for (const [i, p] of track.entries()) await feed(engine, w.db, [fixAt(v!, T0, i * 10, p)]);
    expect(await notificationsOf(w.db, enter)).toEqual([]);
    // 200 m in for 30 s: it counts, dated when it got there.
    await feed(engine, w.db, [fixAt(v!, T0, 60, inside(210)), fixAt(v!, T0, 80, inside(220))]);
    const got = await notificationsOf(w.db, enter);
    expect(got.map((n) => n.time)).toEqual([fixAt(v!, T0, 50, EDGE).time]);
  });

  it('a late-position limit of 2 minutes: a speeding told 3 minutes late fires nothing', async () => {
    const [v] = await addVehicles(w.db, w.accountId, 1);
    const id = await addDefinition(w.db, w.accountId, {
      ...{ type: 'ExceedingSpeed', vehicleIds: [v!], maxSpeed: 90 },
      ...{ staleAfterMinutes: 2, minDurationSeconds: 0 },
    });
    const engine = w.engine();
    const at = (s: number, kmh: number, lateMs: number) =>
      received(fixAt(v!, T0, s, CENTRE, kmh), lateMs);
    // A speeding received 3 minutes late, then the end of it: nothing to tell.
    await feed(engine, w.db, [at(0, 120, 180_000), at(10, 60, 170_000)]);
    expect(await notificationsOf(w.db, id)).toEqual([]);
    // The next, received a minute late: within the limit, it is told.
    await feed(engine, w.db, [at(200, 125, 60_000)]);
    const got = await notificationsOf(w.db, id);
    expect(got.map((n) => [n.time, n.details.speed])).toEqual([[at(200, 0, 0).time, 125]]);
  });

  it('late positions still move the state: a zone entered late is not entered again', async () => {
    const [v] = await addVehicles(w.db, w.accountId, 1);
    const zone = await addZone(w.db, w.accountId, 'Late entry', square(CENTRE, 0.005));
    const watch = { vehicleIds: [v!], zoneIds: [zone], minDurationSeconds: 0 };
    const enter = await addDefinition(w.db, w.accountId, { type: 'EnteringZone', ...watch });
    const exit = await addDefinition(w.db, w.accountId, { type: 'ExitingZone', ...watch });
    const engine = w.engine();
    const late = 15 * 60_000;
    const outside = destination(EDGE, 300, Math.PI);
    await feed(engine, w.db, [
      received(fixAt(v!, T0, 0, outside), late),
      received(fixAt(v!, T0, 10, CENTRE), late),
    ]);
    // On time from here: still inside (no entering), then out (an exit).
    await feed(engine, w.db, [received(fixAt(v!, T0, 20, CENTRE), 1000)]);
    await feed(engine, w.db, [received(fixAt(v!, T0, 30, outside), 1000)]);
    expect(await notificationsOf(w.db, enter)).toEqual([]);
    expect((await notificationsOf(w.db, exit)).map((n) => n.time)).toEqual([
      fixAt(v!, T0, 30, outside).time,
    ]);
  });
});
