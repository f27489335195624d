// bench:scale's data: one account of 1,000 vehicles (owner with a password) and 10 million
// positions loaded in the database itself (INSERT … SELECT generate_series, not the HTTP path),
// spread evenly over the last 35 days, so every month partition of that span is filled.
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { appUser } from '../../server/db/schema.ts';
import { hashPassword } from '../../server/modules/identity/passwords.ts';
import { createFleet } from './server-fixture.ts';

export const OWNER_PHONE = '+963944009020';
export const OWNER_PASSWORD = 'Scale-bench-20';
const SPAN_DAYS = 35;
/** Vehicles per INSERT: 100 × 10,000 positions = one million rows a statement. */
const VEHICLES_PER_STATEMENT = 100;

export async function loadFleet(db: Db, opts: { vehicles: number; positions: number }) {
  const fleet = await createFleet(db, {
    name: 'Scale bench',
    vehicles: opts.vehicles,
    devicePrefix: 'scale',
    ownerPhone: OWNER_PHONE,
  });
  await db
    .update(appUser)
    .set({ passwordHash: await hashPassword(OWNER_PASSWORD) })
    .where(eq(appUser.userName, OWNER_PHONE));

  const perVehicle = Math.ceil(opts.positions / opts.vehicles);
  // Newest first, one every `step` seconds, ending a minute ago.
  const step = Math.floor((SPAN_DAYS * 86_400) / perVehicle);
  const now = Date.now();
  // The months of the span get their partitions first (the server makes only this one ahead).
  for (const d of [0, 10, 20, 30, SPAN_DAYS + 1]) {
    const at = new Date(now - d * 86_400_000).toISOString();
    await db.execute(sql`select position_ensure_month(${at}::timestamptz)`);
  }
  const started = performance.now();
  for (let i = 0; i < fleet.vehicleIds.length; i += VEHICLES_PER_STATEMENT) {
    const ids = fleet.vehicleIds.slice(i, i + VEHICLES_PER_STATEMENT);
    await db.execute(sql`insert into position (vehicle_id, time, lat, lon, speed, bearing)
      select v.id, ${new Date(now - 60_000).toISOString()}::timestamptz - g * ${`${step} seconds`}::interval,
        33.3 + v.n * 0.0005 + (g % 500) * 0.00002, 36.1 + v.n * 0.0004, (g % 90)::float8,
        (g * 7 % 360)::float8
      from generate_series(0, ${perVehicle - 1}) g
      cross join unnest(${sql.param(ids)}::uuid[]) with ordinality v(id, n)`);
    // Progress on a terminal only: a log keeps the one summary line.
    const loaded = ((i + ids.length) * perVehicle).toLocaleString('en');
    if (process.stdout.isTTY) process.stdout.write(`\rloaded ${loaded} positions`);
  }
  await db.execute(sql`insert into last_position (vehicle_id, time, lat, lon, speed)
    select id, ${new Date(now - 60_000).toISOString()}::timestamptz, 33.3, 36.1, 30
    from unnest(${sql.param(fleet.vehicleIds)}::uuid[]) id`);
  // Vacuumed and analyzed now, or autovacuum would work through the new rows while measuring.
  await db.execute(sql`vacuum (analyze) position`);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\n${(fleet.vehicleIds.length * perVehicle).toLocaleString('en')} positions loaded in ${seconds.toFixed(0)} s (${perVehicle} per vehicle, one every ${step} s)`,
  );
  return { ...fleet, perVehicle, step };
}
