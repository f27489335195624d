import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/client.ts';
import { freshDatabase, type TestDatabase } from '../../test/fresh-db.ts';
import { vehicleByDevice } from '../../test/tracking-helpers.ts';

// Migration 0019 on a database that stored duplicates before it (two months, two vehicles).

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

it('keeps one position of each vehicle and fix time, then refuses a second one', async () => {
  const { db } = database;
  await db.execute(sql`drop index position_vehicle_time_uq`);
  await db.execute(sql`create index position_vehicle_time_idx on position (vehicle_id, time)`);
  const a = await vehicleByDevice(db, 'demo-001');
  const b = await vehicleByDevice(db, 'demo-002');
  const times = [Date.now() - 3_600_000, Date.now() - 40 * 86_400_000];
  for (const v of [a, b]) {
    for (const t of times) {
      for (const lat of [33.5, 33.5, 33.6]) {
        await db.execute(sql`insert into position (vehicle_id, time, lat, lon)
          values (${v.id}, ${new Date(t).toISOString()}::timestamptz, ${lat}, 36.3)`);
      }
    }
  }

  const file = (await readdir(MIGRATIONS_DIR)).find((f) => f.startsWith('0019_'))!;
  const text = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    await db.execute(sql.raw(statement));

  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from position`),
  );
  expect(count!.n).toBe(4);
  const again = await db
    .execute(
      sql`insert into position (vehicle_id, time, lat, lon)
      values (${a.id}, ${new Date(times[0]!).toISOString()}::timestamptz, 1, 1)`,
    )
    .catch((e: unknown) => e as Error);
  expect(String((again as Error).cause)).toContain('duplicate key');
});
