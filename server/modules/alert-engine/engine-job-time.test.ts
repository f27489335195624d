import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDefinition,
  addVehicles,
  engineWorld,
  feed,
  fixAt,
  notificationsOf,
} from '../../test/engine-fixtures.ts';

// Job time: moving outside the hours fires once per trip, on the account's clock (Damascus,
// UTC+3, by default). 3 March 2025 is a Monday.

let w: Awaited<ReturnType<typeof engineWorld>>;
beforeAll(async () => {
  w = await engineWorld();
});
afterAll(() => w.database.close());

const HERE = { lat: 33.51, lon: 36.28 };
const minutes = (n: number) => n * 60;

async function nightShift(days: ('Monday' | 'Tuesday' | 'Sunday')[]) {
  const [v] = await addVehicles(w.db, w.accountId, 1);
  const id = await addDefinition(w.db, w.accountId, {
    type: 'JobTime',
    vehicleIds: [v!],
    job: { name: 'Night shift', startTime: '22:00', endTime: '06:00', days },
  });
  return { v: v!, id };
}

describe('job time', () => {
  it('across midnight: the night shift is fine; driving on past its end fires once', async () => {
    const { v, id } = await nightShift(['Monday', 'Tuesday']);
    const engine = w.engine();
    const monday2230 = new Date('2025-03-03T19:30:00Z');
    // Monday 22:30 → Tuesday 06:40, driving, a position every 5 minutes, in batches of ten.
    const drive = Array.from({ length: 99 }, (_, i) =>
      fixAt(v, monday2230, minutes(i * 5), HERE, 40),
    );
    for (let i = 0; i < 90; i += 10) await feed(engine, w.db, drive.slice(i, i + 10));
    expect(await notificationsOf(w.db, id)).toEqual([]); // up to Tuesday 05:55
    await feed(engine, w.db, drive.slice(90));
    expect((await notificationsOf(w.db, id)).map((n) => n.time)).toEqual([drive[90]!.time]); // 06:00
  });

  it('fires once per trip outside the hours, again after the vehicle was still', async () => {
    const { v, id } = await nightShift(['Monday']);
    const engine = w.engine();
    const noon = new Date('2025-03-03T09:00:00Z'); // Monday 12:00 in Damascus
    const trip = [40, 0, 0, 35, 50, 0, 20].map((s, i) => fixAt(v, noon, minutes(i), HERE, s));
    // Parked (2 km/h of GPS drift) from 12:07 until 12:24: the trip is over.
    const parked = [2, 2, 1, 2, 2].map((s, i) => fixAt(v, noon, minutes(8 + i * 4), HERE, s));
    const again = [30, 45].map((s, i) => fixAt(v, noon, minutes(26 + i), HERE, s));
    for (const batch of [trip, parked, again]) await feed(engine, w.db, batch);
    const got = await notificationsOf(w.db, id);
    expect(got.map((n) => n.time)).toEqual([trip[0]!.time, again[0]!.time]);
    expect(got[0]!.details).toEqual({
      vehicleName: expect.any(String),
      jobName: 'Night shift',
      startTime: '22:00',
      endTime: '06:00',
    });
  });

  it('a day that is not chosen is not watched', async () => {
    const { v, id } = await nightShift(['Sunday']);
    const engine = w.engine();
    const mondayNoon = new Date('2025-03-03T09:00:00Z');
    const drive = Array.from({ length: 5 }, (_, i) =>
      fixAt(v, mondayNoon, minutes(i * 30), HERE, 60),
    );
    await feed(engine, w.db, drive);
    expect(await notificationsOf(w.db, id)).toEqual([]);
  });
});
