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
  /** What else the tracker told (issue 30); absent when it told nothing more. */
  attributes?: TrackerAttributes;
}

const col = <T>(fixes: readonly Fix[], pick: (f: Fix) => T) => sql.param(fixes.map(pick));
/**
 * A tracker figure's column: null where the fix does not carry it, and a null array when no fix
 * of the batch does (unnest pads it with nulls), so fixes without attributes (phones, the
 * simulator) cost what they cost before the figures were stored.
 */
const attr = <K extends keyof TrackerAttributes>(fixes: readonly Fix[], key: K) =>
  fixes.some((f) => f.attributes?.[key] !== undefined)
    ? col(fixes, (f) => f.attributes?.[key] ?? null)
    : sql.param(null);

/**
 * Stores fixes and moves the vehicles' last positions with one statement (atomic on its own):
 * the fixes are unnested once, inserted into `position`, and the newest of each vehicle (the
 * later one of equal times) is upserted into `last_position`. A last position only moves
 * forward in time, so late or replayed fixes do not send a vehicle back — except from a time
 * still in the future (stored before future fixes were refused), which would freeze it. One statement instead
 * of a transaction of two halves the round trips and the parameters: on PGlite, about half the
 * cost of a batch. The last position keeps each tracker figure the newest fix does not carry
 * (a GT06 sends ignition in its status packets, not with its locations) but takes the newest
 * fix's alarm, or none.
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
        ${col(fixes, (f) => f.altitude)}::float8[], ${col(fixes, (f) => f.accuracy)}::float8[],
        ${attr(fixes, 'odometerM')}::float8[], ${attr(fixes, 'engineHours')}::float8[],
        ${attr(fixes, 'powerV')}::float8[], ${attr(fixes, 'fuelL')}::float8[],
        ${attr(fixes, 'ignition')}::bool[], ${attr(fixes, 'alarm')}::text[]
      ) with ordinality as f(vehicle_id, time, lat, lon, speed, bearing, altitude, accuracy,
        odometer_m, engine_hours, power_v, fuel_l, ignition, alarm, n)
    ), stored as (
      insert into position (vehicle_id, time, lat, lon, speed, bearing, altitude, accuracy,
        odometer_m, engine_hours, power_v, fuel_l, ignition, alarm)
      select vehicle_id, time, lat, lon, speed, bearing, altitude, accuracy,
        odometer_m, engine_hours, power_v, fuel_l, ignition, alarm from fix
    )
    insert into last_position (vehicle_id, time, lat, lon, speed, bearing, altitude, accuracy,
      odometer_m, engine_hours, power_v, fuel_l, ignition, alarm)
    select distinct on (vehicle_id) vehicle_id, time, lat, lon, speed, bearing, altitude, accuracy,
      odometer_m, engine_hours, power_v, fuel_l, ignition, alarm
    from fix order by vehicle_id, time desc, n desc
    on conflict (vehicle_id) do update set
      time = excluded.time, lat = excluded.lat, lon = excluded.lon, speed = excluded.speed,
      bearing = excluded.bearing, altitude = excluded.altitude, accuracy = excluded.accuracy,
      odometer_m = coalesce(excluded.odometer_m, last_position.odometer_m),
      engine_hours = coalesce(excluded.engine_hours, last_position.engine_hours),
      power_v = coalesce(excluded.power_v, last_position.power_v),
      fuel_l = coalesce(excluded.fuel_l, last_position.fuel_l),
      ignition = coalesce(excluded.ignition, last_position.ignition), alarm = excluded.alarm
    where last_position.time <= excluded.time or last_position.time > now()`);
}
