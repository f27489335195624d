import { sql } from 'drizzle-orm';
import type { AlertType, DayOfWeek } from '../../../src/api/contract/alerts.ts';
import type { Db } from '../../db/client.ts';
import { ALERT_TYPES_EVALUATED } from './rules.ts';

/** A definition as read for the engine, with what it watches. */
export interface DefinitionSource {
  id: string;
  type: AlertType;
  maxSpeed: number | null;
  name: string | null;
  startTime: string | null;
  endTime: string | null;
  days: DayOfWeek[] | null;
  minDurationSeconds: number | null;
  zoneMarginMeters: number | null;
  staleAfterMinutes: number | null;
  vehicles: string[];
  groups: string[];
  zones: string[];
  routes: string[];
}

export interface AccountSource {
  tenantId: string | null;
  definitions: DefinitionSource[];
  /** [group id, vehicle id] of the groups the definitions watch. */
  members: [string, string][];
  /** [id, name, encoded outline]. */
  zones: [string, string, string][];
  /** [id, name, line]. */
  routes: [string, string, { longitudeX: number; latitudeY: number }[]][];
}

const ids = (table: string, column: string) =>
  sql.raw(`coalesce((select json_agg(l.${column}) from ${table} l
    where l.alert_definition_id = d.id), '[]')`);

/**
 * Everything of an account's enabled definitions in one statement answered as one JSON text:
 * thousands of links as rows cost PGlite (and the row mapping) far more than one text to parse.
 */
export async function readAccountSource(db: Db, accountId: string): Promise<AccountSource> {
  const types = sql.param([...ALERT_TYPES_EVALUATED]);
  const mine = sql`select d.id from alert_definition d
    where d.track_account_id = ${accountId} and d.is_enabled and d.type = any(${types}::text[])`;
  const result = await db.execute(sql`select json_build_object(
    'tenantId', (select tenant_id from track_account where id = ${accountId}),
    'definitions', coalesce((select json_agg(json_build_object(
        'id', d.id, 'type', d.type, 'maxSpeed', d.max_speed, 'name', d.name,
        'startTime', d.start_time, 'endTime', d.end_time, 'days', d.days_of_week,
        'minDurationSeconds', d.min_duration_seconds, 'zoneMarginMeters', d.zone_margin_meters,
        'staleAfterMinutes', d.stale_after_minutes,
        'vehicles', ${ids('alert_definition_vehicle', 'vehicle_id')},
        'groups', ${ids('alert_definition_group', 'vehicle_group_id')},
        'zones', ${ids('alert_definition_zone', 'geo_zone_id')},
        'routes', ${ids('alert_definition_route', 'route_id')}))
      from alert_definition d where d.id in (${mine})), '[]'),
    'members', coalesce((select json_agg(json_build_array(gv.group_id, gv.vehicle_id))
      from vehicle_group_vehicle gv join vehicle_group g on g.id = gv.group_id
      where g.track_account_id = ${accountId} and gv.group_id in (
        select l.vehicle_group_id from alert_definition_group l where l.alert_definition_id in (${mine}))), '[]'),
    'zones', coalesce((select json_agg(json_build_array(z.id, z.name, z.line)) from geo_zone z
      where z.track_account_id = ${accountId} and z.id in (
        select l.geo_zone_id from alert_definition_zone l where l.alert_definition_id in (${mine}))), '[]'),
    'routes', coalesce((select json_agg(json_build_array(r.id, r.name, r.line)) from route r
      where r.track_account_id = ${accountId} and r.id in (
        select l.route_id from alert_definition_route l where l.alert_definition_id in (${mine}))), '[]')
  )::text as source`);
  const [row] = (result as { rows: { source?: string }[] }).rows;
  return JSON.parse(row?.source ?? 'null') as AccountSource;
}
