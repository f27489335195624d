import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/client.ts';
import { BUSINESS, OWNER, trackingApp, vehicleByDevice } from '../../test/tracking-helpers.ts';

/**
 * Migration 0012 on a database that already holds positions in the plain table of 0002: the
 * test database is put back to that shape, filled, then migrated again with the file itself.
 */
let ctx: Awaited<ReturnType<typeof trackingApp>>;
let owner: Record<string, string>;
beforeAll(async () => {
  ctx = await trackingApp();
  owner = await ctx.headersFor(OWNER, BUSINESS);
});
afterAll(() => ctx.t.close());

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

async function backToPlainTable() {
  await ctx.db.execute(sql`drop table position`);
  await ctx.db.execute(sql`drop function position_ensure_month`);
  await ctx.db.execute(sql`create table position (
    vehicle_id uuid not null, time timestamptz not null, lat float8 not null, lon float8 not null,
    speed float8 default 0 not null, bearing float8, altitude float8, accuracy float8)`);
  await ctx.db.execute(sql`create index position_vehicle_time_idx on position (vehicle_id, time)`);
}

async function migrate0012() {
  const file = (await readdir(MIGRATIONS_DIR)).find((f) => f.startsWith('0012_'))!;
  const text = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    await ctx.db.execute(sql.raw(statement));
  }
}

describe('migration 0012 (positions partitioned by month)', () => {
  it('keeps the rows of the plain table: history reads them after it', async () => {
    await backToPlainTable();
    const v = await vehicleByDevice(ctx.db, 'demo-016');
    const end = Date.now() - 3_600_000;
    const times = [end - 7 * 86_400_000 * 10, end - 120_000, end - 60_000, end];
    for (const [i, t] of times.entries()) {
      await ctx.db.execute(sql`insert into position (vehicle_id, time, lat, lon, speed)
        values (${v.id}, ${new Date(t).toISOString()}::timestamptz, ${33.5 + i / 100}, 36.3, 40)`);
    }

    await migrate0012();

    const [parent] = rowsOf<{ kind: string }>(
      await ctx.db.execute(
        sql`select relkind::text as kind from pg_class where relname = 'position'`,
      ),
    );
    expect(parent!.kind).toBe('p');
    const [count] = rowsOf<{ n: number; stray: number }>(
      await ctx.db.execute(sql`select count(*)::int as n,
        count(*) filter (where tableoid = 'position_default'::regclass)::int as stray
        from position where vehicle_id = ${v.id}`),
    );
    // Every row kept, each in its month's partition (none left to the default one).
    expect(count).toEqual({ n: 4, stray: 0 });

    const from = new Date(end - 600_000).toISOString();
    const to = new Date(end + 60_000).toISOString();
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/app/monitoring/vehicleHistory?vehicleId=${v.id}&fromDate=${encodeURIComponent(from)}&toDate=${encodeURIComponent(to)}`,
      headers: owner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].values.map((p: { latitude: number }) => p.latitude)).toEqual([
      33.51, 33.52, 33.53,
    ]);
  });
});
