import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresHandle, type Db } from '../../db/client.ts';
import {
  addDefinition,
  addVehicles,
  addZone,
  engineWorld,
  feed,
  fixAt,
  notificationsOf,
  square,
  testLog,
} from '../../test/engine-fixtures.ts';
import { writeFixes, type Fix } from '../ingest/writer.ts';
import { createAlertEngine } from './engine.ts';

// Issue 31 and exactly once: with the default settings a change waits (a minute in a zone, 15 s
// of speeding) and a speeding alert is completed when the episode ends. What it waits on is in
// the database, so two engines (two server processes: their own pools on PostgreSQL) sharing a
// vehicle, and an engine replaced mid-wait, tell each change once and complete each alert once.

let w: Awaited<ReturnType<typeof engineWorld>>;
let otherDb: Db;
let closeOther = async () => {};
beforeAll(async () => {
  w = await engineWorld();
  otherDb = w.db;
  if (w.database.url) {
    const pool = new pg.Pool({ connectionString: w.database.url });
    pool.on('error', () => undefined);
    otherDb = (await postgresHandle(pool)).db;
    closeOther = () => pool.end();
  }
});
afterAll(async () => {
  await closeOther();
  await w.database.close();
});

const CENTRE = { lat: 33.51, lon: 36.28 };
const OUT = { lat: 33.5, lon: 36.28 };
const T0 = new Date('2025-03-05T08:00:00Z');
const at = (s: number) => new Date(T0.getTime() + s * 1000).toISOString();

async function watched() {
  const [v] = await addVehicles(w.db, w.accountId, 1);
  const zone = await addZone(w.db, w.accountId, `Zone ${v}`, square(CENTRE, 0.005));
  const watch = { vehicleIds: [v!], zoneIds: [zone] };
  const enter = await addDefinition(w.db, w.accountId, { type: 'EnteringZone', ...watch });
  const exit = await addDefinition(w.db, w.accountId, { type: 'ExitingZone', ...watch });
  const speed = await addDefinition(w.db, w.accountId, {
    ...{ type: 'ExceedingSpeed', vehicleIds: [v!], maxSpeed: 50 },
  });
  const got = async (id: string) =>
    (await notificationsOf(w.db, id)).map((n) => ({ time: n.time.toISOString(), ...n.details }));
  return { v: v!, enter, exit, speed, got };
}

/** Two minutes out at 30 km/h, two in at 70, three times; a position every 10 s. */
const dwell = (v: string): Fix[] =>
  Array.from({ length: 72 }, (_, i) => {
    const inside = Math.floor(i / 12) % 2 === 1;
    return fixAt(v, T0, i * 10, inside ? CENTRE : OUT, inside ? 70 : 30);
  });

/** Entered at 2, 6 and 10 minutes; left at 4 and 8; speeding while inside (ends at 4 and 8). */
type Told = Awaited<ReturnType<Awaited<ReturnType<typeof watched>>['got']>>;
function expectEachOnce(got: Told[]) {
  const [entered, left, speeding] = got;
  expect(entered!.map((n) => n.time)).toEqual([at(120), at(360), at(600)]);
  expect(left!.map((n) => n.time)).toEqual([at(240), at(480)]);
  const over = { vehicleName: expect.any(String), speed: 70, maxSpeed: 50 };
  expect(speeding).toEqual([
    { time: at(120), ...over, topSpeed: 70, durationSeconds: 120 },
    { time: at(360), ...over, topSpeed: 70, durationSeconds: 120 },
    { time: at(600), ...over },
  ]);
}

describe('waiting changes, exactly once', () => {
  it('two engines on the same vehicle at the same time, then taking turns', async () => {
    const { v, enter, exit, speed, got } = await watched();
    const a = w.engine();
    const b = createAlertEngine({ db: otherDb, log: testLog, rulesCacheMs: 0 });
    const track = dwell(v);
    await writeFixes(w.db, track);
    for (let i = 0; i < 36; i += 3) {
      await Promise.all([a.evaluate(track.slice(i, i + 3)), b.evaluate(track.slice(i, i + 3))]);
    }
    for (let i = 36; i < 72; i += 3) await (i % 6 === 0 ? a : b).evaluate(track.slice(i, i + 3));
    expectEachOnce([await got(enter), await got(exit), await got(speed)]);
  });

  it('a new engine for every position, each batch sent twice: the same, once', async () => {
    const { v, enter, exit, speed, got } = await watched();
    const track = dwell(v);
    for (let i = 0; i < track.length; i++) {
      await feed(w.engine(), w.db, [track[i]!]);
      await w.engine().evaluate(track.slice(Math.max(0, i - 1), i + 1));
    }
    expectEachOnce([await got(enter), await got(exit), await got(speed)]);
  });
});
