import type { Fix } from '../ingest/writer.ts';
import { evaluateRule, type Memo, type Rule, type RuleContext } from './rules.ts';
import { setState, type Completion, type Memory, type Plan } from './store.ts';

/**
 * What a vehicle's new positions do to its rules, in time order: the states that change (the
 * last value of each) and the events fired on the way. Positions at or before the vehicle's
 * cursor were evaluated already (a replay, a late fix) and are skipped. Null: nothing new.
 * The changes are made to `known` as they are found: the caller forgets the vehicle's memory
 * when the plan is not written.
 */
export function planVehicle(
  vehicleId: string,
  known: Memory,
  rules: readonly Rule[],
  ctx: RuleContext,
  fixes: readonly Fix[],
): Plan | null {
  const after = known.cursor?.getTime() ?? -Infinity;
  const fresh = fixes.filter((f) => f.time.getTime() > after);
  if (fresh.length === 0) return null;
  startAfresh(known, rules);
  const plan: Plan = {
    vehicleId,
    previous: known.written,
    next: fresh.at(-1)!.time,
    states: [],
    events: [],
    completions: [],
  };
  // Each state written once, with its last value; `known`: it was in the database before.
  const written = new Map<string, Plan['states'][number]>();
  for (const fix of fresh) {
    const memo: Memo = {};
    for (const rule of rules) {
      const changes = evaluateRule(rule, fix, ctx, known.states.get(rule.id), memo);
      for (const c of changes) {
        const key = `${rule.id}\n${c.subject}`;
        const entry = written.get(key);
        if (entry) entry.state = c.state;
        else {
          const existed = known.states.get(rule.id)?.has(c.subject) ?? false;
          const state = {
            definitionId: rule.id,
            subject: c.subject,
            state: c.state,
            known: existed,
          };
          written.set(key, state);
        }
        setState(known.states, rule.id, c.subject, c.state);
        const event = { definitionId: rule.id, vehicleId, subject: c.subject, type: rule.type };
        if (c.fired) {
          const { lat, lon } = fix;
          plan.events.push({ ...event, time: c.firedAt ?? fix.time, lat, lon, details: c.fired });
        }
        if (c.completed) complete(plan, { ...event, ...c.completed });
      }
    }
  }
  plan.states = [...written.values()];
  return plan;
}

/**
 * An ended episode's alert is told its end: merged into the event if this plan fires it too
 * (one statement cannot update a row it inserts), else written to the stored notifications.
 */
function complete(plan: Plan, done: Completion): void {
  const fired = plan.events.find(
    (e) =>
      e.definitionId === done.definitionId &&
      e.subject === done.subject &&
      e.time.getTime() === done.time.getTime(),
  );
  if (fired) {
    Object.assign(fired.details, done.details);
    fired.until = done.until;
  } else plan.completions.push(done);
}

/**
 * A rule (or a zone of it) that watches the vehicle again — enabled again, the vehicle or zone
 * assigned again — starts afresh, as a new one would: what the state was when it stopped
 * watching says nothing about now, and compared with the next position it would report a change
 * that happened while nobody watched. Known within this process's memory (after a restart the
 * database's states are taken as they are).
 */
function startAfresh(known: Memory, rules: readonly Rule[]): void {
  const watching = new Set<string>();
  for (const rule of rules) {
    watching.add(rule.id);
    if (rule.type === 'EnteringZone' || rule.type === 'ExitingZone') {
      for (const zone of rule.zones) watching.add(`${rule.id}\n${zone.id}`);
    }
  }
  const before = known.watching;
  known.watching = watching;
  if (!before) return;
  for (const key of watching) {
    if (before.has(key)) continue;
    const [rule, zone] = key.split('\n') as [string, string | undefined];
    if (zone === undefined) known.states.delete(rule);
    else known.states.get(rule)?.delete(zone);
  }
}

/** A vehicle's positions by time; equal times keep their order of arrival. */
export function inOrder(fixes: Fix[]): Fix[] {
  if (fixes.length < 2) return fixes;
  return fixes
    .map((f, i) => ({ f, i }))
    .sort((a, b) => a.f.time.getTime() - b.f.time.getTime() || a.i - b.i)
    .map((x) => x.f);
}
