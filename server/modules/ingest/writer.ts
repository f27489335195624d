import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TrackerAttributes } from './attributes.ts';

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
  /** What else the tracker told (issue 30). Not stored yet: see attributes.ts. */
  attributes?: TrackerAttributes;
}

const col = <T>(fixes: readonly Fix[], pick: (f: Fix) => T) => sql.param(fixes.map(pick));

/**
 * Stores fixes and moves the vehicles' last positions with one statement (atomic on its own):
 * the fixes are unnested once, inserted into `position`, and the newest of each vehicle (the
 * later one of equal times) is upserted into `last_position`. A last position only moves
 * forward in time, so late or replayed fixes do not send a vehicle back — except from a time
 * still in the future (stored before future fixes were refused), which would freeze it. One statement instead
 * of a transaction of two halves the round trips and the parameters: on PGlite, about half the
 * cost of a batch.
 */
export async function writeFixes(db: Db, fixes: readonly Fix[]): Promise<void> {
  if (fixes.length === 0) return;
  await db.execute(sql`
    with fix as (
      select * from unnest(
        ${col(fixes, (f) => f.vehicleId)}::uuid[],
        ${col(fixes, (f) => f.time.toISOString())}::timestamptz[],
        ${col(fixes, (f) => f.lat)}::float8[], ${col(fixes, (f) => f.lon)}::float8[],
        ${col(fixes, (f) => f.speed)}::float8[], ${col(fixes, (f) => f.bearing)}::float8[],
        ${col(fixes, (f) => f.altitude)}::float8[], ${col(fixes, (f) => f.accuracy)}::float8[]
      ) with ordinality as f(vehicle_id, time, lat, lon, speed, bearing, altitude, accuracy, n)
    ), stored as (
      insert into position (vehicle_id, time, lat, lon, speed, bearing, altitude, accuracy)
      select vehicle_id, time, lat, lon, speed, bearing, altitude, accuracy from fix
    )
    insert into last_position (vehicle_id, time, lat, lon, speed, bearing, altitude, accuracy)
    select distinct on (vehicle_id) vehicle_id, time, lat, lon, speed, bearing, altitude, accuracy
    from fix order by vehicle_id, time desc, n desc
    on conflict (vehicle_id) do update set
      time = excluded.time, lat = excluded.lat, lon = excluded.lon, speed = excluded.speed,
      bearing = excluded.bearing, altitude = excluded.altitude, accuracy = excluded.accuracy
    where last_position.time <= excluded.time or last_position.time > now()`);
}
