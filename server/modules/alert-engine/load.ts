import type { Db } from '../../db/client.ts';
import { DEFAULT_TIME_ZONE } from './job-time.ts';
import { readAccountSource } from './load-sql.ts';
import { alertSettings, DEFAULT_CORRIDOR_M, ruleOf } from './rule-of.ts';
import type { Rule } from './rules.ts';
import { routeShape, type RouteShape } from './corridor.ts';
import { zoneShape, type ZoneShape } from './shapes.ts';

/** Everything the engine needs of one account, read at once and kept for a few seconds. */
export interface AccountRules {
  timeZone: string;
  corridorM: number;
  /** The rules that watch each vehicle, directly or through its groups. */
  byVehicle: Map<string, Rule[]>;
  /** Parsed outlines by id with the text they came from, reused by the next load if unchanged. */
  zones: Map<string, { source: string; shape: ZoneShape | null }>;
  routes: Map<string, { source: string; shape: RouteShape | null }>;
}

/** Reads an account's enabled definitions, what they watch, and its alert settings. */
export async function loadAccountRules(
  db: Db,
  accountId: string,
  previous?: AccountRules,
): Promise<AccountRules> {
  const source = await readAccountSource(db, accountId);
  const empty = { byVehicle: new Map(), zones: new Map(), routes: new Map() };
  if (source.definitions.length === 0) {
    return { timeZone: DEFAULT_TIME_ZONE, corridorM: DEFAULT_CORRIDOR_M, ...empty };
  }
  const { timeZone, corridorM } = await alertSettings(db, source.tenantId);

  // Outlines are parsed once and kept while their text (and the corridor) stays the same.
  const zones: AccountRules['zones'] = new Map();
  for (const [id, name, line] of source.zones) {
    const text = `${name}\n${line}`;
    const old = previous?.zones.get(id);
    zones.set(id, old?.source === text ? old : { source: text, shape: zoneShape(id, name, line) });
  }
  const routes: AccountRules['routes'] = new Map();
  for (const [id, name, line] of source.routes) {
    const text = `${corridorM}\n${name}\n${JSON.stringify(line)}`;
    const old = previous?.routes.get(id);
    const shape = () => routeShape(id, name, line, corridorM);
    routes.set(id, old?.source === text ? old : { source: text, shape: shape() });
  }

  const members = new Map<string, string[]>();
  for (const [group, vehicle] of source.members) {
    const list = members.get(group);
    if (list) list.push(vehicle);
    else members.set(group, [vehicle]);
  }
  const byVehicle = new Map<string, Rule[]>();
  for (const def of source.definitions) {
    const rule = ruleOf(def, zones, routes);
    if (!rule) continue;
    const vehicles = new Set(def.vehicles);
    for (const g of def.groups) for (const v of members.get(g) ?? []) vehicles.add(v);
    for (const v of vehicles) {
      const list = byVehicle.get(v);
      if (list) list.push(rule);
      else byVehicle.set(v, [rule]);
    }
  }
  return { timeZone, corridorM, byVehicle, zones, routes };
}
