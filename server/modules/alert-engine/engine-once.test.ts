import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresHandle, type Db } from '../../db/client.ts';
import { alertCursor, alertState } from '../../db/schema.ts';
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
  testLog,
} from '../../test/engine-fixtures.ts';
import { writeFixes, type Fix } from '../ingest/writer.ts';
import { createAlertEngine } from './engine.ts';

// Exactly once: a restart, a replayed batch, late and out-of-order positions, and two engines
// (two server processes on PostgreSQL: each its own connection pool there) evaluating the same
// vehicle at the same time never notify twice and never miss a transition. The definitions count
// a change at its first position (AT_ONCE): a transition every other position keeps the tracks
// short. Waiting changes across restarts and processes: episodes-once.test.ts.

let w: Awaited<ReturnType<typeof engineWorld>>;
/** A second "process": its own pool on PostgreSQL; PGlite has one connection, so the same db. */
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
const IN = CENTRE;
const OUT = { lat: 33.5, lon: 36.28 };
const T0 = new Date('2025-03-03T08:00:00Z');

async function watched() {
  const [v] = await addVehicles(w.db, w.accountId, 1);
  const zone = await addZone(w.db, w.accountId, `Zone ${v}`, square(CENTRE, 0.005));
  const enter = await addDefinition(w.db, w.accountId, {
    type: 'EnteringZone',
    vehicleIds: [v!],
    zoneIds: [zone],
    ...AT_ONCE,
  });
  const exit = await addDefinition(w.db, w.accountId, {
    type: 'ExitingZone',
    vehicleIds: [v!],
    zoneIds: [zone],
    ...AT_ONCE,
  });
  const speed = await addDefinition(w.db, w.accountId, {
    type: 'ExceedingSpeed',
    vehicleIds: [v!],
    maxSpeed: 50,
    ...AT_ONCE,
  });
  const times = async (id: string) =>
    (await notificationsOf(w.db, id)).map((n) => n.time.toISOString());
  return { v: v!, enter, exit, speed, times };
}
/** Out, in, in, out, out, in, …: a transition every two positions; fast while inside. */
const zigzag = (v: string, n: number, from = 0): Fix[] =>
  Array.from({ length: n }, (_, k) => {
    const i = from + k;
    const inside = Math.floor((i + 1) / 2) % 2 === 1;
    return fixAt(v, T0, i * 10, inside ? IN : OUT, inside ? 70 : 30);
  });
const at = (i: number) => new Date(T0.getTime() + i * 10_000).toISOString();

describe('exactly once', () => {
  it('a restart in the middle of a track (a new engine, a replayed batch) adds nothing twice', async () => {
    const { v, enter, exit, speed, times } = await watched();
    const track = zigzag(v, 8);
    await feed(w.engine(), w.db, track.slice(0, 5));
    // The new engine knows nothing in memory; the device sends its last three positions again.
    await feed(w.engine(), w.db, track.slice(2));
    expect(await times(enter)).toEqual([at(1), at(5)]);
    expect(await times(exit)).toEqual([at(3), at(7)]);
    expect(await times(speed)).toEqual([at(1), at(5)]);
  });

  it('a batch evaluated twice by one engine notifies once', async () => {
    const { v, enter, times } = await watched();
    const engine = w.engine();
    const batch = zigzag(v, 3);
    await feed(engine, w.db, batch);
    await engine.evaluate(batch);
    expect(await times(enter)).toEqual([at(1)]);
  });

  it('two engines on the same vehicle at the same time: each transition once', async () => {
    const { v, enter, exit, speed, times } = await watched();
    const a = w.engine();
    const b = createAlertEngine({ db: otherDb, log: testLog, rulesCacheMs: 0 });
    const track = zigzag(v, 40);
    await writeFixes(w.db, track);
    // Both get every batch, at once; then batches go to one or the other, so each engine's
    // memory is regularly behind the other's.
    for (let i = 0; i < 20; i += 2) {
      await Promise.all([a.evaluate(track.slice(i, i + 2)), b.evaluate(track.slice(i, i + 2))]);
    }
    for (let i = 20; i < 40; i += 2) {
      const [first, second] = i % 4 === 0 ? [a, b] : [b, a];
      await Promise.all([
        first.evaluate(track.slice(i, i + 2)),
        second.evaluate(track.slice(i, i + 3)),
      ]);
    }
    const enters = Array.from({ length: 10 }, (_, k) => at(4 * k + 1));
    const exits = Array.from({ length: 10 }, (_, k) => at(4 * k + 3));
    expect(await times(enter)).toEqual(enters);
    expect(await times(exit)).toEqual(exits);
    expect(await times(speed)).toEqual(enters);
  });

  it('two engines taking turns: each sees that the other moved on, and misses nothing', async () => {
    const { v, enter, exit, times } = await watched();
    const a = w.engine();
    const b = createAlertEngine({ db: otherDb, log: testLog, rulesCacheMs: 0 });
    const track = zigzag(v, 24);
    await writeFixes(w.db, track);
    // Two positions (one transition) per turn: each engine's memory is one transition behind.
    for (let i = 0; i < 24; i += 2) await (i % 4 === 0 ? a : b).evaluate(track.slice(i, i + 2));
    expect(await times(enter)).toEqual(Array.from({ length: 6 }, (_, k) => at(4 * k + 1)));
    expect(await times(exit)).toEqual(Array.from({ length: 6 }, (_, k) => at(4 * k + 3)));
  });

  it('an engine that missed the other’s change reads it before it evaluates', async () => {
    const { v, enter, exit, times } = await watched();
    const a = w.engine();
    const b = createAlertEngine({ db: otherDb, log: testLog, rulesCacheMs: 0 });
    const [p0, p1, , p3, , p5] = zigzag(v, 6); // out, in, (in), out, (out), in
    await writeFixes(w.db, [p0!, p1!, p3!, p5!]);
    await a.evaluate([p0!, p1!]); // a: inside
    await b.evaluate([p3!]); // b: left
    // For a, still "inside", this position changes nothing; it is an entering all the same.
    await a.evaluate([p5!]);
    expect(await times(enter)).toEqual([at(1), at(5)]);
    expect(await times(exit)).toEqual([at(3)]);
  });

  it('positions that change nothing move the database cursor only once it lags a minute', async () => {
    const { v } = await watched();
    const engine = w.engine();
    const cursor = async () =>
      (await w.db.select().from(alertCursor).where(eq(alertCursor.vehicleId, v)))[0]?.lastTime;
    await feed(engine, w.db, [fixAt(v, T0, 0, OUT)]); // the zone's first sighting: written
    expect(await cursor()).toEqual(fixAt(v, T0, 0, OUT).time);
    await feed(engine, w.db, [fixAt(v, T0, 30, OUT)]);
    expect(await cursor()).toEqual(fixAt(v, T0, 0, OUT).time);
    await feed(engine, w.db, [fixAt(v, T0, 60, OUT)]);
    expect(await cursor()).toEqual(fixAt(v, T0, 60, OUT).time);
  });

  it('positions out of order in a batch are evaluated in time order; late ones are not evaluated', async () => {
    const { v, enter, exit, times } = await watched();
    const engine = w.engine();
    const [p0, p1, p2, p3] = zigzag(v, 4); // out, in, in, out
    await feed(engine, w.db, [p0!]);
    await feed(engine, w.db, [p2!, p1!]); // entered at p1, not p2
    expect(await times(enter)).toEqual([at(1)]);
    await feed(engine, w.db, [p3!]);
    // A late position from inside, older than what was evaluated: no new entering, no exit.
    await feed(engine, w.db, [{ ...p2!, time: new Date(p2!.time.getTime() + 1000) }]);
    expect(await times(enter)).toEqual([at(1)]);
    expect(await times(exit)).toEqual([at(3)]);
  });

  it('a lost state does not notify an event twice: the event key is the last guard', async () => {
    const { v, speed, times } = await watched();
    const track = zigzag(v, 3);
    await feed(w.engine(), w.db, track);
    await w.db.delete(alertCursor).where(eq(alertCursor.vehicleId, v));
    await w.db.delete(alertState).where(eq(alertState.vehicleId, v));
    await w.engine().evaluate(track);
    expect(await times(speed)).toEqual([at(1)]);
  });
});
