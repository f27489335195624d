import { quietSettingsOf } from '../../../src/api/contract/alert-quiet.ts';
import type { Db } from '../../db/client.ts';
import {
  SETTING_ALERTS_TIME_ZONE,
  SETTING_ROUTE_CORRIDOR_METERS,
} from '../settings/definitions.ts';
import { settingValues } from '../settings/service.ts';
import type { RouteShape } from './corridor.ts';
import { DEFAULT_TIME_ZONE, knownTimeZone, workHours } from './job-time.ts';
import type { DefinitionSource } from './load-sql.ts';
import type { Rule } from './rules.ts';
import type { ZoneShape } from './shapes.ts';

export const DEFAULT_CORRIDOR_M = 100;

/**
 * A stored definition as a rule, with the shapes of the zones or routes it links to and its
 * quiet settings in force (the stored ones, else the defaults).
 */
export function ruleOf(
  def: DefinitionSource,
  zones: Map<string, { shape: ZoneShape | null }>,
  routes: Map<string, { shape: RouteShape | null }>,
): Rule | null {
  const { type } = def;
  const quiet = quietSettingsOf(type, def);
  const minDurationMs = (quiet.minDurationSeconds ?? 0) * 1000;
  const base = { id: def.id, staleMs: (quiet.staleAfterMinutes ?? 0) * 60_000 };
  switch (type) {
    case 'EnteringZone':
    case 'ExitingZone': {
      const shapes = def.zones.flatMap((z) => zones.get(z)?.shape ?? []);
      const marginM = quiet.zoneMarginMeters ?? 0;
      return { ...base, type, zones: shapes, minDurationMs, marginM };
    }
    case 'ExceedingSpeed':
      return def.maxSpeed === null
        ? null
        : { ...base, type, maxSpeed: def.maxSpeed, minDurationMs };
    case 'ExitingRoute':
      return { ...base, type, routes: def.routes.flatMap((r) => routes.get(r)?.shape ?? []) };
    case 'JobTime': {
      const hours = workHours(def.startTime, def.endTime, def.days);
      if (!hours) return null;
      const [startTime, endTime] = [def.startTime ?? '', def.endTime ?? ''];
      return { ...base, type, name: def.name ?? '', startTime, endTime, hours };
    }
    case 'DisassembleTrackingDevice':
      return null; // nothing reports a tracker being taken apart
  }
}

/** The account's alert settings: its tenant's, else the global ones, else the defaults. */
export async function alertSettings(db: Db, tenantId: string | null) {
  const names = [SETTING_ALERTS_TIME_ZONE, SETTING_ROUTE_CORRIDOR_METERS];
  const values = await settingValues(db, { tenantId, demo: false }, (d) => names.includes(d.name));
  const zone = values[SETTING_ALERTS_TIME_ZONE] ?? '';
  const corridor = Number(values[SETTING_ROUTE_CORRIDOR_METERS]);
  return {
    timeZone: knownTimeZone(zone) ? zone : DEFAULT_TIME_ZONE,
    corridorM: Number.isFinite(corridor) && corridor > 0 ? corridor : DEFAULT_CORRIDOR_M,
  };
}
