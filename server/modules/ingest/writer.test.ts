import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastPosition, position } from '../../db/schema.ts';
import { freshDatabase, type TestDatabase } from '../../test/fresh-db.ts';
import { vehicleByDevice } from '../../test/tracking-helpers.ts';
import type { TrackerAttributes } from './attributes.ts';
import { writeFixes, type Fix } from './writer.ts';

// Issue 30: the tracker's figures are stored with each position and carried by the last one.
// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (.ci/run does both).

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const base = Date.now() - 3_600_000;
const fix = (vehicleId: string, minute: number, attributes?: TrackerAttributes): Fix => ({
  vehicleId,
  time: new Date(base + minute * 60_000),
  lat: 33.5,
  lon: 36.3,
  speed: 40,
  bearing: null,
  altitude: null,
  accuracy: null,
  attributes,
});
const FULL: TrackerAttributes = {
  ignition: true,
  odometerM: 123_456_789.5,
  engineHours: 4321.25,
  powerV: 12.6,
  fuelL: 48.5,
  alarm: 'sos',
};
const figures = {
  ignition: position.ignition,
  odometerM: position.odometerM,
  engineHours: position.engineHours,
  powerV: position.powerV,
  fuelL: position.fuelL,
  alarm: position.alarm,
};
const stored = (vehicleId: string) =>
  database.db
    .select(figures)
    .from(position)
    .where(eq(position.vehicleId, vehicleId))
    .orderBy(position.time);
const last = async (vehicleId: string) => {
  const [row] = await database.db
    .select()
    .from(lastPosition)
    .where(eq(lastPosition.vehicleId, vehicleId));
  return row!;
};
const NONE = {
  ignition: null,
  odometerM: null,
  engineHours: null,
  powerV: null,
  fuelL: null,
  alarm: null,
};

describe('storing tracker attributes', () => {
  it('stores every figure with the position and on the last position', async () => {
    const v = await vehicleByDevice(database.db, 'demo-001');
    await writeFixes(database.db, [fix(v.id, 0, FULL)]);
    expect(await stored(v.id)).toEqual([FULL]);
    expect(await last(v.id)).toMatchObject(FULL);
  });

  it('stores what a fix does not say as unknown, never as zero or false', async () => {
    const v = await vehicleByDevice(database.db, 'demo-002');
    await writeFixes(database.db, [fix(v.id, 0), fix(v.id, 1, { ignition: false, powerV: 0 })]);
    expect(await stored(v.id)).toEqual([NONE, { ...NONE, ignition: false, powerV: 0 }]);
  });

  it('keeps the last known figures on the live position, but only the newest alarm', async () => {
    const v = await vehicleByDevice(database.db, 'demo-003');
    await writeFixes(database.db, [fix(v.id, 0, FULL)]);
    await writeFixes(database.db, [fix(v.id, 1, { ignition: false })]);
    expect(await last(v.id)).toMatchObject({ ...FULL, ignition: false, alarm: null });
    // Several fixes of one vehicle in a batch: the newest one moves the last position.
    await writeFixes(database.db, [
      fix(v.id, 3, { odometerM: 5, alarm: 'powerCut' }),
      fix(v.id, 2, { odometerM: 4 }),
    ]);
    expect(await last(v.id)).toMatchObject({ odometerM: 5, alarm: 'powerCut', ignition: false });
    // A batch that carries no figure at all: the alarm goes, the figures stay.
    await writeFixes(database.db, [fix(v.id, 4)]);
    expect(await last(v.id)).toMatchObject({ ...FULL, odometerM: 5, ignition: false, alarm: null });
  });

  it('does not let a late fix change the live figures', async () => {
    const v = await vehicleByDevice(database.db, 'demo-004');
    await writeFixes(database.db, [fix(v.id, 10, FULL)]);
    await writeFixes(database.db, [
      fix(v.id, 5, { ignition: false, odometerM: 1, alarm: 'powerCut' }),
    ]);
    expect(await last(v.id)).toMatchObject({ ...FULL, time: new Date(base + 10 * 60_000) });
    expect(await stored(v.id)).toHaveLength(2);
  });

  it('stores the figures in a monthly partition made after the migration', async () => {
    const v = await vehicleByDevice(database.db, 'demo-005');
    const at = new Date(Date.UTC(2001, 4, 15));
    await database.db.execute(sql`select position_ensure_month(${at.toISOString()}::timestamptz)`);
    await writeFixes(database.db, [{ ...fix(v.id, 0, FULL), time: at }]);
    const result: unknown = await database.db.execute(
      sql`select tableoid::regclass::text as part, ignition, odometer_m from position
        where vehicle_id = ${v.id}`,
    );
    expect((result as { rows: unknown[] }).rows).toEqual([
      { part: 'position_y2001m05', ignition: true, odometer_m: FULL.odometerM },
    ]);
  });

  it('refuses an alarm the contract does not know on the live position', async () => {
    const v = await vehicleByDevice(database.db, 'demo-006');
    await writeFixes(database.db, [fix(v.id, 0)]);
    const err = await database.db
      .execute(sql`update last_position set alarm = 'bogus' where vehicle_id = ${v.id}`)
      .catch((e: unknown) => e as Error);
    expect(String((err as Error).cause)).toContain('last_position_alarm_ck');
  });
});

describe('a fix sent again', () => {
  it('adds no position, in the same batch or a later one, in any monthly partition', async () => {
    const v = await vehicleByDevice(database.db, 'demo-007');
    const later = new Date(Date.UTC(2002, 6, 1));
    await database.db.execute(
      sql`select position_ensure_month(${later.toISOString()}::timestamptz)`,
    );
    const twice = [fix(v.id, 0, FULL), fix(v.id, 0, FULL), { ...fix(v.id, 0), time: later }];
    await writeFixes(database.db, twice);
    await writeFixes(database.db, [...twice, fix(v.id, 1)]);
    expect(await stored(v.id)).toHaveLength(3);
    expect((await last(v.id)).time).toEqual(fix(v.id, 1).time);
  });
});
