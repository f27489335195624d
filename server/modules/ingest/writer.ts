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
  /**
   * When the server received it (the ingest sets it): one received long after it was taken (a
   * buffered upload) fires no alert (issue 31). Absent: as it was taken (scripts, back-fills).
   */
  receivedAt?: Date;
  /** What else the tracker told (issue 30); absent when it told nothing more. */
  attributes?: TrackerAttributes;
}

/** The tracker figures' columns (schema-tracking.ts) and their SQL types. */
const FIGURES = [
  ['odometerM', 'odometer_m', 'float8'],
  ['engineHours', 'engine_hours', 'float8'],
  ['powerV', 'power_v', 'float8'],
  ['fuelL', 'fuel_l', 'float8'],
  ['ignition', 'ignition', 'bool'],
  ['alarm', 'alarm', 'text'],
] as const satisfies readonly (readonly [keyof TrackerAttributes, string, string])[];

const col = <T>(fixes: readonly Fix[], pick: (f: Fix) => T) => sql.param(fixes.map(pick));
const names = (list: readonly string[]) => sql.raw(list.map((n) => `, ${n}`).join(''));

/**
 * Stores fixes and moves the vehicles' last positions with one statement (atomic on its own):
 * the fixes are unnested once, inserted into `position`, and the newest of each vehicle (the
 * later one of equal times) is upserted into `last_position`. A last position only moves
 * forward in time, so late or replayed fixes do not send a vehicle back; a fix of a vehicle and
 * time already stored (a tracker resending what it was not told was stored) adds no row — except from a time
 * still in the future (stored before future fixes were refused), which would freeze it. One statement instead
 * of a transaction of two halves the round trips and the parameters: on PGlite, about half the
 * cost of a batch.
 * Tracker figures (issue 30): only the columns some fix of the batch carries are in the
 * statement (the others are null in `position`), so a batch without any — phones, the simulator —
 * costs what it did before they were stored. The last position keeps each figure the newest fix
 * does not carry (a GT06 tells its ignition in status packets, not with its locations) but takes
 * the newest fix's alarm, or none.
 */
export async function writeFixes(db: Db, fixes: readonly Fix[]): Promise<void> {
  if (fixes.length === 0) return;
  const figures = FIGURES.filter(([key]) => fixes.some((f) => f.attributes?.[key] !== undefined));
  const columns = names(figures.map(([, column]) => column));
  const arrays = figures.map(
    ([key, , type]) => sql`, ${col(fixes, (f) => f.attributes?.[key] ?? null)}::${sql.raw(type)}[]`,
  );
  const kept = sql.raw(
    figures
      .filter(([key]) => key !== 'alarm')
      .map(([, c]) => `, ${c} = coalesce(excluded.${c}, last_position.${c})`)
      .join(''),
  );
  await db.execute(sql`
    with fix as (
      select * from unnest(
        ${col(fixes, (f) => f.vehicleId)}::uuid[],
        ${col(fixes, (f) => f.time.toISOString())}::timestamptz[],
        ${col(fixes, (f) => f.lat)}::float8[], ${col(fixes, (f) => f.lon)}::float8[],
        ${col(fixes, (f) => f.speed)}::float8[], ${col(fixes, (f) => f.bearing)}::float8[],
        ${col(fixes, (f) => f.altitude)}::float8[], ${col(fixes, (f) => f.accuracy)}::float8[]
        ${sql.join(arrays)}
      ) with ordinality as f(vehicle_id, time, lat, lon, speed, bearing, altitude, accuracy
        ${columns}, n)
    ), stored as (
      insert into position (vehicle_id, time, lat, lon, speed, bearing, altitude, accuracy
        ${columns})
      select vehicle_id, time, lat, lon, speed, bearing, altitude, accuracy ${columns} from fix
      on conflict do nothing
    )
    insert into last_position (vehicle_id, time, lat, lon, speed, bearing, altitude, accuracy
      ${columns})
    select distinct on (vehicle_id) vehicle_id, time, lat, lon, speed, bearing, altitude, accuracy
      ${columns}
    from fix order by vehicle_id, time desc, n desc
    on conflict (vehicle_id) do update set
      time = excluded.time, lat = excluded.lat, lon = excluded.lon, speed = excluded.speed,
      bearing = excluded.bearing, altitude = excluded.altitude, accuracy = excluded.accuracy,
      alarm = excluded.alarm ${kept}
    where last_position.time <= excluded.time or last_position.time > now()`);
}
