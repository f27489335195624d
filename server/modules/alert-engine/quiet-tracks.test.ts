import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destination, type LatLon } from '../../../src/api/contract/geometry.ts';
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
import { seededRandom } from '../../test/seeded-random.ts';
import type { Fix } from '../ingest/writer.ts';

// Issue 31, "quiet, trustworthy alerts": scripted tracks of live positions against definitions
// with the default settings (a zone change counts after 60 s on the new side and 25 m past the
// edge; speeding after 15 s). GPS jitter comes from a seeded generator, so every run drives the
// same track. The engine is replaced now and then (a restart): what it waits for is in the
// database, not in its memory. The buffered upload: buffered-upload.test.ts.

let w: Awaited<ReturnType<typeof engineWorld>>;
beforeAll(async () => {
  w = await engineWorld();
});
afterAll(() => w.database.close());

const CENTRE = { lat: 33.51, lon: 36.28 };
/** The middle of the zone's southern edge (the zone: 0.01° square around the centre). */
const EDGE = { lat: CENTRE.lat - 0.005, lon: CENTRE.lon };
const NORTH = 0;
const SOUTH = Math.PI;
const T0 = new Date('2025-03-03T20:00:00Z');

/** A position as a tracker on the network sends it: received a second and a half after. */
const live = (f: Fix) => ({ ...f, receivedAt: new Date(f.time.getTime() + 1500) });

/** `p` moved by GPS noise: uniform within `radiusM` metres. */
function jitter(p: LatLon, random: () => number, radiusM = 30): LatLon {
  return destination(p, radiusM * Math.sqrt(random()), 2 * Math.PI * random());
}

async function zoneWatch(vehicleId: string, name: string) {
  const zone = await addZone(w.db, w.accountId, name, square(CENTRE, 0.005));
  const watch = { vehicleIds: [vehicleId], zoneIds: [zone] };
  const enter = await addDefinition(w.db, w.accountId, { type: 'EnteringZone', ...watch });
  const exit = await addDefinition(w.db, w.accountId, { type: 'ExitingZone', ...watch });
  return { enter, exit };
}

describe('quiet zone alerts', () => {
  it('a vehicle parked an hour on a zone edge, its fix wandering ±30 m: no notification', async () => {
    const [v] = await addVehicles(w.db, w.accountId, 1);
    const { enter, exit } = await zoneWatch(v!, 'Edge depot');
    const random = seededRandom(31);
    const track = Array.from({ length: 361 }, (_, i) =>
      live(fixAt(v!, T0, i * 10, jitter(EDGE, random), random() * 2)),
    );
    // A batch a minute, as the ingest hands them on; a new engine (a restart) every 15 minutes.
    let engine = w.engine();
    for (let i = 0; i < track.length; i += 6) {
      if (i % 90 === 0) engine = w.engine();
      await feed(engine, w.db, track.slice(i, i + 6));
    }
    expect(await notificationsOf(w.db, enter)).toEqual([]);
    expect(await notificationsOf(w.db, exit)).toEqual([]);
  });

  it('a real crossing: exactly one notification, once the vehicle stayed in a minute', async () => {
    const [v] = await addVehicles(w.db, w.accountId, 1);
    const { enter, exit } = await zoneWatch(v!, 'Crossed depot');
    const random = seededRandom(7);
    // From 400 m south of the edge, north at 30 km/h to 400 m inside, then parked there for
    // five minutes; a position every 10 s, each with the same ±30 m noise.
    const metresAt = (s: number) => Math.min(-400 + (30 / 3.6) * s, 400);
    const track = Array.from({ length: 127 }, (_, i) => {
      const m = metresAt(i * 10);
      const p = destination(EDGE, Math.abs(m), m < 0 ? SOUTH : NORTH);
      return live(fixAt(v!, T0, i * 10, jitter(p, random), m < 400 ? 30 : 0));
    });
    // Each position to an engine of its own: every restart reads what it waits for again.
    let firedWith: Fix | null = null;
    for (const fix of track) {
      await feed(w.engine(), w.db, [fix]);
      if (!firedWith && (await notificationsOf(w.db, enter)).length > 0) firedWith = fix;
    }
    const entered = await notificationsOf(w.db, enter);
    expect(entered).toHaveLength(1);
    expect(await notificationsOf(w.db, exit)).toEqual([]);
    // Dated when the vehicle was first inside by the margin; told only a minute later.
    expect(entered[0]!.details).toMatchObject({ zoneName: 'Crossed depot' });
    const waited = firedWith!.time.getTime() - entered[0]!.time.getTime();
    expect(waited).toBeGreaterThanOrEqual(60_000);
    expect(waited).toBeLessThan(80_000);
  });
});

describe('one speeding alert per episode', () => {
  it('speed swinging around the limit for 10 minutes: one alert, with its top speed and duration', async () => {
    const [v] = await addVehicles(w.db, w.accountId, 1);
    const id = await addDefinition(w.db, w.accountId, {
      type: 'ExceedingSpeed',
      vehicleIds: [v!],
      maxSpeed: 120,
    });
    const random = seededRandom(120);
    // A position every 5 s: 20 s above the limit (121–136 km/h), 10 s at or under it, for ten
    // minutes; then 90 km/h for half a minute.
    const speeds = Array.from({ length: 120 }, (_, i) =>
      i % 6 < 4 ? 121 + random() * 15 : 110 + random() * 10,
    );
    const swinging = speeds.map((kmh, i) => live(fixAt(v!, T0, i * 5, CENTRE, kmh)));
    const slow = Array.from({ length: 6 }, (_, i) => live(fixAt(v!, T0, 600 + i * 5, CENTRE, 90)));
    let engine = w.engine();
    for (let i = 0; i < swinging.length; i += 6) {
      if (i % 24 === 0) engine = w.engine(); // a restart every two minutes
      await feed(engine, w.db, swinging.slice(i, i + 6));
    }
    const during = await notificationsOf(w.db, id);
    expect(during).toHaveLength(1);
    expect(during[0]!.time).toEqual(swinging[0]!.time);
    expect(during[0]!.details).not.toHaveProperty('topSpeed');

    await feed(w.engine(), w.db, slow);
    const after = await notificationsOf(w.db, id);
    expect(after.map((n) => n.id)).toEqual([during[0]!.id]);
    // It lasted until it went under the limit for good: the last swing's dip, 9:50 in.
    const underForGood = (speeds.findLastIndex((kmh) => kmh > 120) + 1) * 5;
    expect(underForGood).toBe(590);
    expect(after[0]!.details).toMatchObject({
      maxSpeed: 120,
      topSpeed: Math.round(Math.max(...speeds)),
      durationSeconds: underForGood,
    });
  });
});
