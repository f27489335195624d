import type { AlertType } from '../../../src/api/contract/alerts.ts';
import type { Fix } from '../ingest/writer.ts';
import { localClock, outsideWorkHours, type WorkHours } from './job-time.ts';
import { nearestRoute, withinCorridor, type RouteShape } from './corridor.ts';
import { inBox, inZone, type ZoneShape } from './shapes.ts';

/** An enabled definition as the engine evaluates it. */
export type Rule = { id: string } & (
  | { type: 'EnteringZone' | 'ExitingZone'; zones: ZoneShape[] }
  | { type: 'ExceedingSpeed'; maxSpeed: number }
  | { type: 'ExitingRoute'; routes: RouteShape[] }
  | { type: 'JobTime'; name: string; startTime: string; endTime: string; hours: WorkHours }
);

/** What an account's rules are read against. */
export interface RuleContext {
  timeZone: string;
  corridorM: number;
  vehicleName: string;
}

export interface StateValue {
  active: boolean;
  lastTime: Date;
}

export type Details = Record<string, string | number>;
export interface Change {
  subject: string;
  state: StateValue;
  /** Set when the change fires the alert: what explains it. */
  fired: Details | null;
}

/**
 * Above this a vehicle is moving: a parked tracker's GPS drifts and reports 1–3 km/h, which must
 * not count as a trip outside working hours.
 */
export const MOVING_KMH = 5;
/**
 * A trip ends once the vehicle has not moved for this long (still positions, or none: many
 * trackers go quiet when parked): longer than a stop at lights or a delivery (the demo's last
 * 45 s), shorter than a lunch break or a vehicle parked for the night.
 */
export const TRIP_END_MS = 15 * 60_000;
/**
 * During an off-hours trip its last movement is written at most this often, not with every
 * position: a trip then ends after 10 to 15 minutes still, for a write every 5 minutes.
 */
export const TRIP_REFRESH_MS = 5 * 60_000;

/** Per position: answers shared by the rules that watch the same place or read the clock. */
export interface Memo {
  /** Made on first use: most positions are in no zone's box. */
  places?: Map<string, boolean>;
  clock?: { day: number; seconds: number };
}

const NONE: readonly Change[] = Object.freeze([]);
const change = (fix: Fix, subject: string, active: boolean, fired: Details | null = null) => ({
  subject,
  state: { active, lastTime: fix.time },
  fired,
});

function inZoneMemo(fix: Fix, zone: ZoneShape, memo: Memo): boolean {
  // Most zones are far away: the box says so faster than the memo could.
  if (!inBox(fix, zone.box)) return false;
  const places = (memo.places ??= new Map());
  let v = places.get(zone.id);
  if (v === undefined) places.set(zone.id, (v = inZone(fix, zone)));
  return v;
}

/**
 * The state changes one position makes to one rule (none when it changes nothing), in order.
 * `states` holds the rule's state per subject before this position; missing = never written.
 */
export function evaluateRule(
  rule: Rule,
  fix: Fix,
  ctx: RuleContext,
  states: ReadonlyMap<string, StateValue> | undefined,
  memo: Memo,
): readonly Change[] {
  const vehicleName = ctx.vehicleName;
  switch (rule.type) {
    case 'EnteringZone':
    case 'ExitingZone': {
      let changes: Change[] | null = null;
      for (const zone of rule.zones) {
        const inside = inZoneMemo(fix, zone, memo);
        const before = states?.get(zone.id);
        if (before?.active === inside) continue;
        // The first position seen for this definition, vehicle and zone only records where the
        // vehicle is: with nothing before it there is no transition to report (a vehicle
        // already parked inside a new zone has not "entered" it).
        const fires = before !== undefined && inside === (rule.type === 'EnteringZone');
        const fired = fires ? { vehicleName, zoneName: zone.name } : null;
        (changes ??= []).push(change(fix, zone.id, inside, fired));
      }
      return changes ?? NONE;
    }
    case 'ExceedingSpeed': {
      const above = fix.speed > rule.maxSpeed;
      if (above === (states?.get('')?.active ?? false)) return NONE;
      const speed = Math.round(fix.speed);
      const fired = above ? { vehicleName, speed, maxSpeed: rule.maxSpeed } : null;
      return [change(fix, '', above, fired)];
    }
    case 'ExitingRoute': {
      if (rule.routes.length === 0) return NONE;
      const within = rule.routes.some((r) => {
        const places = (memo.places ??= new Map());
        let v = places.get(r.id);
        if (v === undefined) places.set(r.id, (v = withinCorridor(fix, r, ctx.corridorM)));
        return v;
      });
      if (within !== (states?.get('')?.active ?? false)) return NONE;
      if (within) return [change(fix, '', false)];
      const nearest = nearestRoute(fix, rule.routes)!;
      const distance = Math.round(nearest.distance);
      return [change(fix, '', true, { vehicleName, routeName: nearest.route.name, distance })];
    }
    case 'JobTime':
      return jobTime(rule, fix, ctx, states?.get(''), memo);
  }
}

function jobTime(
  rule: Extract<Rule, { type: 'JobTime' }>,
  fix: Fix,
  ctx: RuleContext,
  before: StateValue | undefined,
  memo: Memo,
): readonly Change[] {
  // `active`: this trip has fired; `lastTime`: the trip's last movement (to within 5 minutes).
  const sinceMoved = before?.active ? fix.time.getTime() - before.lastTime.getTime() : Infinity;
  if (fix.speed <= MOVING_KMH) {
    return before?.active && sinceMoved >= TRIP_END_MS ? [change(fix, '', false)] : NONE;
  }
  if (sinceMoved < TRIP_END_MS) {
    return sinceMoved >= TRIP_REFRESH_MS ? [change(fix, '', true)] : NONE;
  }
  // A new trip, or one that has not broken the hours yet.
  memo.clock ??= localClock(fix.time, ctx.timeZone);
  if (!outsideWorkHours(rule.hours, memo.clock)) return NONE;
  const { name: jobName, startTime, endTime } = rule;
  return [change(fix, '', true, { vehicleName: ctx.vehicleName, jobName, startTime, endTime })];
}

export const ALERT_TYPES_EVALUATED: readonly AlertType[] = [
  'EnteringZone',
  'ExitingZone',
  'ExceedingSpeed',
  'ExitingRoute',
  'JobTime',
];
