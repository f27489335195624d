import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** One position to store; speed km/h. */
export interface Fix {
  vehicleId: string;
  time: Date;
  lat: number;
  lon: number;
  speed: number;
  bearing: number | null;
  altitude: number | null;
  accuracy: number | null;
}

const col = <T>(fixes: readonly Fix[], pick: (f: Fix) => T) => sql.param(fixes.map(pick));

/**
 * Stores fixes with one `unnest` insert and one upsert of the vehicles' last positions, in one
 * transaction (every statement on the transaction's connection). A last position only moves
 * forward in time, so late or replayed fixes do not send a vehicle back.
 */
export async function writeFixes(db: Db, fixes: readonly Fix[]): Promise<void> {
  if (fixes.length === 0) return;
  const newest = new Map<string, Fix>();
  for (const f of fixes) {
    const seen = newest.get(f.vehicleId);
    if (!seen || seen.time <= f.time) newest.set(f.vehicleId, f);
  }
  const last = [...newest.values()];
  const columns = (list: readonly Fix[]) => sql`
    ${col(list, (f) => f.vehicleId)}::uuid[], ${col(list, (f) => f.time.toISOString())}::timestamptz[],
    ${col(list, (f) => f.lat)}::float8[], ${col(list, (f) => f.lon)}::float8[],
    ${col(list, (f) => f.speed)}::float8[], ${col(list, (f) => f.bearing)}::float8[],
    ${col(list, (f) => f.altitude)}::float8[], ${col(list, (f) => f.accuracy)}::float8[]`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into position (vehicle_id, time, lat, lon, speed, bearing, altitude, accuracy)
      select * from unnest(${columns(fixes)})`);
    await tx.execute(sql`
      insert into last_position (vehicle_id, time, lat, lon, speed, bearing, altitude, accuracy)
      select * from unnest(${columns(last)})
      on conflict (vehicle_id) do update set
        time = excluded.time, lat = excluded.lat, lon = excluded.lon, speed = excluded.speed,
        bearing = excluded.bearing, altitude = excluded.altitude, accuracy = excluded.accuracy
      where last_position.time <= excluded.time`);
  });
}
