import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_RANGE } from '../../../src/api/contract/monitoring.ts';
import { BUSINESS, OWNER, trackingApp, vehicleByDevice } from '../../test/tracking-helpers.ts';
import { writeFixes } from '../ingest/writer.ts';
import {
  deleteDefaultBefore,
  ensureMonths,
  maintainPositions,
  monthlyPartitions,
  monthStart,
} from './partitions.ts';

// Runs on PGlite (npm test) and on PostgreSQL (DATABASE_URL): both have the partitioned table.
let ctx: Awaited<ReturnType<typeof trackingApp>>;
let owner: Record<string, string>;
beforeAll(async () => {
  ctx = await trackingApp();
  owner = await ctx.headersFor(OWNER, BUSINESS);
});
afterAll(() => ctx.t.close());

const DAY = 86_400_000;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const partitionName = (at: Date) =>
  `position_y${at.getUTCFullYear()}m${String(at.getUTCMonth() + 1).padStart(2, '0')}`;

/** Where each of a vehicle's positions is stored: time (ms) → partition. */
async function placesOf(vehicleId: string): Promise<Map<number, string>> {
  const rows = rowsOf<{ time: string; part: string }>(
    await ctx.db.execute(sql`select time::text as time, tableoid::regclass::text as part
      from position where vehicle_id = ${vehicleId}`),
  );
  return new Map(rows.map((r) => [new Date(r.time).getTime(), r.part]));
}

const fix = (vehicleId: string, time: Date, lat = 33.5) => ({
  vehicleId,
  time,
  lat,
  lon: 36.3,
  speed: 20,
  bearing: null,
  altitude: null,
  accuracy: null,
});

describe('positions partitioned by month', () => {
  it('has this month and the next two made ahead, and the server makes them idempotently', async () => {
    const now = new Date();
    const names = [0, 1, 2].map((m) => partitionName(monthStart(now, m)));
    expect(await ensureMonths(ctx.db, now)).toEqual(names);
    expect(await ensureMonths(ctx.db, now)).toEqual(names);
    const made = (await monthlyPartitions(ctx.db)).map((p) => p.name);
    expect(made).toEqual(expect.arrayContaining(names));
  });

  it('ingests a fix from a month without a partition, which moves in when its month is made', async () => {
    const v = await vehicleByDevice(ctx.db, 'demo-013');
    // A tracker's buffered fix from two years ago: no month of it was made ahead.
    const old = new Date(Date.now() - 730 * DAY);
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: `/ingest/osmand?id=demo-013&lat=33.51&lon=36.29&timestamp=${old.getTime() / 1000}`,
    });
    expect(res.statusCode).toBe(200);
    expect((await placesOf(v.id)).get(old.getTime())).toBe('position_default');

    await ensureMonths(ctx.db, old);
    expect((await placesOf(v.id)).get(old.getTime())).toBe(partitionName(old));
  });

  it('drops months wholly past retention and old rows of the default partition, keeps recent ones', async () => {
    const v = await vehicleByDevice(ctx.db, 'demo-014');
    const now = new Date();
    const ancient = new Date(now.getTime() - 400 * DAY); // its own month, made below
    const stray = new Date(now.getTime() - 200 * DAY); // no month made: default partition
    const recent = new Date(now.getTime() - 20 * DAY);
    const edge = new Date(now.getTime() - 80 * DAY); // within 90 days
    await ensureMonths(ctx.db, ancient);
    await ensureMonths(ctx.db, edge);
    await writeFixes(ctx.db, [
      fix(v.id, ancient),
      fix(v.id, stray),
      fix(v.id, new Date(stray.getTime() + 1000)),
      fix(v.id, new Date(stray.getTime() + 2000)),
      fix(v.id, edge),
      fix(v.id, recent),
    ]);
    expect((await placesOf(v.id)).get(stray.getTime())).toBe('position_default');

    const result = await maintainPositions(ctx.db, 90, now);
    expect(result.dropped).toContain(partitionName(ancient));
    expect(result.deleted).toBeGreaterThanOrEqual(3);
    const left = await placesOf(v.id);
    expect([...left.keys()].sort()).toEqual([edge.getTime(), recent.getTime()]);
    const names = (await monthlyPartitions(ctx.db)).map((p) => p.name);
    expect(names).not.toContain(partitionName(ancient));
    expect(names).toContain(partitionName(edge));
    // A second run finds nothing more to do.
    expect(await maintainPositions(ctx.db, 90, now)).toMatchObject({ dropped: [], deleted: 0 });
  });

  it('deletes the default partition in batches until none is left', async () => {
    const v = await vehicleByDevice(ctx.db, 'demo-015');
    const base = Date.now() - 3000 * DAY;
    await writeFixes(
      ctx.db,
      Array.from({ length: 7 }, (_, i) => fix(v.id, new Date(base + i * 1000))),
    );
    expect(await deleteDefaultBefore(ctx.db, new Date(base + 60_000), 2)).toBe(7);
    expect((await placesOf(v.id)).size).toBe(0);
  });

  it('reads history and the live location across a month boundary', async () => {
    const v = await vehicleByDevice(ctx.db, 'demo-012');
    // The start of this month, or of the last one while this one is an hour old: both sides
    // of it are stored in different partitions.
    const now = Date.now();
    let boundary = monthStart(new Date(now));
    if (now - boundary.getTime() < 3_600_000) boundary = monthStart(new Date(now), -1);
    await ensureMonths(ctx.db, new Date(boundary.getTime() - DAY));
    const before = new Date(boundary.getTime() - 600_000);
    const after = new Date(boundary.getTime() + 600_000);
    await writeFixes(ctx.db, [fix(v.id, before, 33.51), fix(v.id, after, 33.52)]);
    const places = await placesOf(v.id);
    expect(places.get(before.getTime())).not.toBe(places.get(after.getTime()));

    const from = new Date(boundary.getTime() - 3_600_000).toISOString();
    const to = new Date(Math.min(boundary.getTime() + 3_600_000, now)).toISOString();
    const range = `vehicleId=${v.id}&fromDate=${encodeURIComponent(from)}&toDate=${encodeURIComponent(to)}`;
    // History reaches back 30 days; on a month's last day its start is further: the distance
    // report reads the same track without that limit.
    const inReach = boundary.getTime() - 3_600_000 > now - HISTORY_RANGE.maxAgeDays * DAY + 60_000;
    const url = inReach
      ? `/api/app/monitoring/vehicleHistory?${range}`
      : `/api/app/vehicleReport/vehicleDistanceAverageAndMaxSpeedReport?${range}&ignoreSpeedUnder=0`;
    const res = await ctx.t.app.inject({ method: 'GET', url, headers: owner });
    expect(res.statusCode).toBe(200);
    if (inReach) {
      const values = res.json()[0].values as { time: string; latitude: number }[];
      expect(values.map((p) => p.latitude)).toEqual([33.51, 33.52]);
    } else {
      expect(res.json().distance).toBeGreaterThan(1);
    }

    const live = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/app/monitoring/liveLocation',
      headers: owner,
      payload: { onlySpeed: true, vehicleIds: [v.id] },
    });
    expect(live.json().items[0].warpGtses[0].values[0]).toMatchObject({
      latitude: 33.52,
      time: after.toISOString(),
    });
  });
});
