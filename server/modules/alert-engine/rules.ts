import type { AlertType } from '../../../src/api/contract/alerts.ts';
import type { Fix } from '../ingest/writer.ts';
import { speedChanges, zoneChanges } from './episodes.ts';
import { localClock, outsideWorkHours, type WorkHours } from './job-time.ts';
import { nearestRoute, withinCorridor, type RouteShape } from './corridor.ts';
import type { ZoneShape } from './shapes.ts';

/**
 * An enabled definition as the engine evaluates it, with its quiet settings (issue 31) in force:
 * a position received more than `staleMs` after it was taken fires nothing; a zone change or a
 * speeding counts once it held `minDurationMs`, a zone change only `marginM` past the edge.
 */
export type Rule = { id: string; staleMs: number } & (
  | {
      type: 'EnteringZone' | 'ExitingZone';
      zones: ZoneShape[];
      minDurationMs: number;
      marginM: number;
    }
  | { type: 'ExceedingSpeed'; maxSpeed: number; minDurationMs: number }
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
  /** Since when the other side of `active` has held (alert_state.pending_since); null: not. */
  pendingSince?: Date | null;
  /** Speeding: the episode's start (its alert's time). */
  episodeStart?: Date | null;
}

export type Details = Record<string, string | number>;
export interface Change {
  subject: string;
  state: StateValue;
  /** Set when the change fires the alert: what explains it. */
  fired: Details | null;
  /** When the fired alert happened, if not at this position (a change that held a while). */
  firedAt?: Date;
  /**
   * Set when an episode ends: its alert (dated `time`) is told `details`, and the top speed of
   * the positions from `time` until `until` (when it went back under the limit).
   */
  completed?: { time: Date; until: Date; details: Details };
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
  /** Within a margin of a zone's edge, by zone and margin (episodes.ts). */
  edges?: Map<string, boolean>;
  clock?: { day: number; seconds: number };
}

const NONE: readonly Change[] = Object.freeze([]);
export const change = (
  fix: Fix,
  subject: string,
  active: boolean,
  fired: Details | null = null,
): Change => ({ subject, state: { active, lastTime: fix.time }, fired });

/** Whether a position came in time to fire: received within the rule's `staleMs` of its time. */
const inTime = (fix: Fix, rule: Rule) =>
  fix.receivedAt === undefined || fix.receivedAt.getTime() - fix.time.getTime() <= rule.staleMs;

/** A late position changes what the engine knows as a timely one would, but tells no one. */
const quietly = (changes: readonly Change[]) =>
  changes.some((c) => c.fired) ? changes.map((c) => ({ ...c, fired: null })) : changes;

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
  const changes = changesOf(rule, fix, ctx, states, memo);
  return changes.length === 0 || inTime(fix, rule) ? changes : quietly(changes);
}

function changesOf(
  rule: Rule,
  fix: Fix,
  ctx: RuleContext,
  states: ReadonlyMap<string, StateValue> | undefined,
  memo: Memo,
): readonly Change[] {
  const vehicleName = ctx.vehicleName;
  switch (rule.type) {
    case 'EnteringZone':
    case 'ExitingZone':
      return zoneChanges(rule, fix, vehicleName, states, memo);
    case 'ExceedingSpeed':
      return speedChanges(rule, fix, vehicleName, states?.get(''));
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
