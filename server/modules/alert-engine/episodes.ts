import type { Fix } from '../ingest/writer.ts';
import type { Change, Memo, Rule, StateValue } from './rules.ts';
import { inBox, inZone, nearEdge, type ZoneShape } from './shapes.ts';

// Issue 31's episode rules for zones and speeding: a change of side counts only once it held
// the definition's minimum duration (every position meanwhile on the new side, a zone's past its
// margin); a speeding episode fires once when it counts, and its alert is completed with the top
// speed and duration when the vehicle has been back under the limit as long. What a rule waits
// on (since when, the episode's start) is part of its state in the database, so a restart or
// another process carries on from it; the top speed is read from the stored positions at the end.

type ZoneRule = Extract<Rule, { type: 'EnteringZone' | 'ExitingZone' }>;
type SpeedRule = Extract<Rule, { type: 'ExceedingSpeed' }>;

const NONE: readonly Change[] = Object.freeze([]);
const IDLE: StateValue = { active: false, lastTime: new Date(0) };

/**
 * One position against a change that is pending or not: null when it changes nothing (no change
 * pending and none begun, or one pending that has not held long enough yet); `pendingSince`
 * when one begins (a date) or breaks off (null); `since` once it has held the minimum duration.
 */
function step(
  before: StateValue,
  across: boolean,
  time: Date,
  minMs: number,
): null | { pendingSince: Date | null } | { since: Date } {
  const pending = before.pendingSince ?? null;
  if (!across) return pending ? { pendingSince: null } : null;
  const since = pending ?? time;
  if (time.getTime() - since.getTime() >= minMs) return { since };
  return pending ? null : { pendingSince: since };
}

function inZoneMemo(fix: Fix, zone: ZoneShape, memo: Memo): boolean {
  // Most zones are far away: the box says so faster than the memo could.
  if (!inBox(fix, zone.box)) return false;
  const places = (memo.places ??= new Map());
  let v = places.get(zone.id);
  if (v === undefined) places.set(zone.id, (v = inZone(fix, zone)));
  return v;
}

/** 'edge': within the margin of the outline, where GPS noise decides which side it reports. */
function sideOf(fix: Fix, zone: ZoneShape, marginM: number, memo: Memo): 'in' | 'out' | 'edge' {
  const inside = inZoneMemo(fix, zone, memo);
  if (marginM > 0) {
    const edges = (memo.edges ??= new Map());
    const key = `${zone.id}\n${marginM}`;
    let near = edges.get(key);
    if (near === undefined) edges.set(key, (near = nearEdge(fix, zone, marginM)));
    if (near) return 'edge';
  }
  return inside ? 'in' : 'out';
}

export function zoneChanges(
  rule: ZoneRule,
  fix: Fix,
  vehicleName: string,
  states: ReadonlyMap<string, StateValue> | undefined,
  memo: Memo,
): readonly Change[] {
  let changes: Change[] | null = null;
  for (const zone of rule.zones) {
    const before = states?.get(zone.id);
    const lastTime = fix.time;
    if (before === undefined) {
      // The first position seen for this definition, vehicle and zone only records where the
      // vehicle is: with nothing before it there is no transition to report (a vehicle already
      // parked inside a new zone has not "entered" it).
      const active = inZoneMemo(fix, zone, memo);
      (changes ??= []).push({ subject: zone.id, state: { active, lastTime }, fired: null });
      continue;
    }
    const side = sideOf(fix, zone, rule.marginM, memo);
    const next = step(
      before,
      side === (before.active ? 'out' : 'in'),
      fix.time,
      rule.minDurationMs,
    );
    if (!next) continue;
    if ('pendingSince' in next) {
      const state = { active: before.active, lastTime, pendingSince: next.pendingSince };
      (changes ??= []).push({ subject: zone.id, state, fired: null });
      continue;
    }
    const inside = !before.active;
    const fires = inside === (rule.type === 'EnteringZone');
    (changes ??= []).push({
      subject: zone.id,
      state: { active: inside, lastTime },
      fired: fires ? { vehicleName, zoneName: zone.name } : null,
      firedAt: next.since,
    });
  }
  return changes ?? NONE;
}

/**
 * `active`: an episode counts (its alert fired, unless its positions came late). Over the limit
 * is strictly above `maxSpeed`; back under is at or below it.
 */
export function speedChanges(
  rule: SpeedRule,
  fix: Fix,
  vehicleName: string,
  stored: StateValue | undefined,
): readonly Change[] {
  const before = stored ?? IDLE;
  const above = fix.speed > rule.maxSpeed;
  const lastTime = fix.time;
  const next = step(before, above !== before.active, fix.time, rule.minDurationMs);
  if (next === null) return NONE;
  if ('pendingSince' in next) {
    const episodeStart = before.episodeStart ?? null;
    const state = {
      active: before.active,
      lastTime,
      pendingSince: next.pendingSince,
      episodeStart,
    };
    return [{ subject: '', state, fired: null }];
  }
  if (!before.active) {
    const state = { active: true, lastTime, episodeStart: next.since };
    const fired = { vehicleName, speed: Math.round(fix.speed), maxSpeed: rule.maxSpeed };
    return [{ subject: '', state, fired, firedAt: next.since }];
  }
  const ended: Change = { subject: '', state: { active: false, lastTime }, fired: null };
  const start = before.episodeStart;
  // A state from before issue 31 knows no start: there is no alert to complete.
  if (!start) return [ended];
  const durationSeconds = Math.round((next.since.getTime() - start.getTime()) / 1000);
  return [
    { ...ended, completed: { time: start, until: next.since, details: { durationSeconds } } },
  ];
}
