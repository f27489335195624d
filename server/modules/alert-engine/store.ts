import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AlertType } from '../../../src/api/contract/alerts.ts';
import type { Db } from '../../db/client.ts';
import { alertCursor, alertState } from '../../db/schema.ts';
import { observedVehicleIds } from '../track-accounts/access.ts';
import type { Details, StateValue } from './rules.ts';

/** Rule states by definition id, then subject. */
export type States = Map<string, Map<string, StateValue>>;

/** What the engine knows of one vehicle: how far it was evaluated, and every rule's state. */
export interface Memory {
  /** How far this process evaluated the vehicle; null: never (no cursor row). */
  cursor: Date | null;
  /** The cursor in the database as this process last read or wrote it (it may lag `cursor`). */
  written: Date | null;
  states: States;
  /** The rules (and zones of rules) that watched the vehicle when this process last evaluated it. */
  watching?: Set<string>;
}

export interface AlertEvent {
  definitionId: string;
  vehicleId: string;
  subject: string;
  type: AlertType;
  time: Date;
  lat: number;
  lon: number;
  details: Details;
  /** An episode that ended too: its top speed is read up to this time (completeAlerts). */
  until?: Date;
}

/**
 * An ended speeding episode: its alert (the event of `time`) is told what `details` say, and the
 * top speed of the vehicle's positions from `time` until `until`.
 */
export type Completion = Pick<AlertEvent, 'definitionId' | 'vehicleId' | 'subject' | 'time'> & {
  until: Date;
  details: Details;
};

/**
 * The writes one evaluation of a vehicle's new positions makes, valid only while the database's
 * cursor is still `previous`.
 */
export interface Plan {
  vehicleId: string;
  previous: Date | null;
  next: Date;
  /** `known`: the state was read from the database (updated), else it is new (inserted). */
  states: { definitionId: string; subject: string; state: StateValue; known: boolean }[];
  events: AlertEvent[];
  completions: Completion[];
}

/** The same event always gets the same key: a replay can never notify a user twice. */
export const eventKey = (e: Pick<AlertEvent, 'definitionId' | 'vehicleId' | 'subject' | 'time'>) =>
  `${e.definitionId}:${e.vehicleId}:${e.subject}:${e.time.toISOString()}`;

export function setState(states: States, definitionId: string, subject: string, s: StateValue) {
  let bySubject = states.get(definitionId);
  if (!bySubject) states.set(definitionId, (bySubject = new Map()));
  bySubject.set(subject, s);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** Rows go in as one jsonb parameter: no per-row parameters, no array quoting rules. */
const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

export async function loadMemory(
  db: Db,
  vehicleIds: readonly string[],
): Promise<Map<string, Memory>> {
  // The cursor is read before the states: if another process commits in between, the cursor read
  // is the older one and this process's compare on it fails (it reads again). Read the other way
  // round, old states could pass with a new cursor.
  const ids = [...vehicleIds];
  const cursors = await readCursors(db, ids);
  const states = await db.select().from(alertState).where(inArray(alertState.vehicleId, ids));
  const memory = new Map<string, Memory>();
  for (const id of ids) {
    const cursor = cursors.get(id) ?? null;
    memory.set(id, { cursor, written: cursor, states: new Map() });
  }
  for (const s of states) {
    const state = {
      ...{ active: s.active, lastTime: s.lastTime, pendingSince: s.pendingSince },
      episodeStart: s.episodeStart,
    };
    setState(memory.get(s.vehicleId)!.states, s.alertDefinitionId, s.subject, state);
  }
  return memory;
}

/** The vehicles' cursors in the database (what other processes may have moved). */
export async function readCursors(db: Db, vehicleIds: string[]): Promise<Map<string, Date>> {
  const rows = await db
    .select()
    .from(alertCursor)
    .where(inArray(alertCursor.vehicleId, vehicleIds));
  return new Map(rows.map((r) => [r.vehicleId, r.lastTime]));
}

/**
 * Writes the plans whose vehicle cursor is still where they were computed from, each all or
 * nothing, in ONE statement (atomic by itself, one round trip): the cursors move by
 * compare-and-set, and only the vehicles whose cursor moved get their states and notifications
 * written. Resolves to those vehicles; the others lost a race (another process, or this one's
 * stale memory) and must be read and evaluated again.
 */
export async function commitPlans(db: Db, plans: readonly Plan[]): Promise<Set<string>> {
  if (plans.length === 0) return new Set();
  const known = plans.filter((p) => p.previous);
  const first = plans.filter((p) => !p.previous);
  const column = <T>(from: readonly Plan[], pick: (p: Plan) => T) => sql.param(from.map(pick));
  // A known cursor moves only from where this process read it (an update: an insert with
  // ON CONFLICT costs several times more per row); a first one is inserted unless another
  // process did it first, or the vehicle is gone.
  const parts: SQL[] = [
    sql`moved as (
      update alert_cursor c set last_time = u.next
      from unnest(${column(known, (p) => p.vehicleId)}::uuid[],
        ${column(known, (p) => p.previous!.toISOString())}::timestamptz[],
        ${column(known, (p) => p.next.toISOString())}::timestamptz[]) as u(vehicle, previous, next)
      where c.vehicle_id = u.vehicle and c.last_time = u.previous
      returning c.vehicle_id
    ), started as (
      insert into alert_cursor (vehicle_id, last_time)
      select u.vehicle, u.next
      from unnest(${column(first, (p) => p.vehicleId)}::uuid[],
        ${column(first, (p) => p.next.toISOString())}::timestamptz[]) as u(vehicle, next)
      where exists (select 1 from vehicle v where v.id = u.vehicle)
      on conflict (vehicle_id) do nothing
      returning vehicle_id
    ), won as (select vehicle_id from moved union all select vehicle_id from started)`,
  ];
  const states = plans.flatMap((p) =>
    p.states.map((s) => ({
      ...{ definition: s.definitionId, vehicle: p.vehicleId, subject: s.subject },
      ...{ active: s.state.active, time: s.state.lastTime, known: s.known },
      ...{ pending: s.state.pendingSince ?? null, episode: s.state.episodeStart ?? null },
    })),
  );
  if (states.length > 0) parts.push(writeStates(states));
  const events = plans.flatMap((p) => p.events);
  if (events.length > 0) parts.push(notify(events));
  const completions = plans.flatMap((p) => p.completions);
  if (completions.length > 0) parts.push(completeAlerts(completions));
  const won = await db.execute(sql`with ${sql.join(parts, sql`, `)} select vehicle_id from won`);
  return new Set(rowsOf<{ vehicle_id: string }>(won).map((r) => r.vehicle_id));
}

/**
 * States this process read are updated, with a compare on last_time as a second guard behind
 * the cursor; new ones are inserted — over an old row of a rule that starts afresh (plan.ts). A
 * definition deleted meanwhile is skipped rather than failing the batch on its foreign key.
 */
const writeStates = (states: object[]) => sql`s as (
  select * from jsonb_to_recordset(${json(states)}) as s(definition uuid, vehicle uuid,
    subject text, active boolean, time timestamptz, known boolean, pending timestamptz,
    episode timestamptz)
  where s.vehicle in (select vehicle_id from won)
), updated as (
  update alert_state st set active = s.active, last_time = s.time, pending_since = s.pending,
    episode_start = s.episode
  from s
  where s.known and st.alert_definition_id = s.definition and st.vehicle_id = s.vehicle
    and st.subject = s.subject and st.last_time < s.time
), inserted as (
  insert into alert_state (alert_definition_id, vehicle_id, subject, active, last_time,
    pending_since, episode_start)
  select s.definition, s.vehicle, s.subject, s.active, s.time, s.pending, s.episode from s
  where not s.known and exists (select 1 from alert_definition d where d.id = s.definition)
  on conflict (alert_definition_id, vehicle_id, subject) do update
    set active = excluded.active, last_time = excluded.last_time,
      pending_since = excluded.pending_since, episode_start = excluded.episode_start
    where alert_state.last_time < excluded.last_time
)`;

/**
 * An ended episode's top speed, from the positions stored before they were evaluated (through
 * the position index): one read per episode, where keeping it in the rule's state cost a write
 * with every faster position.
 */
const topSpeed = (vehicle: SQL, from: SQL, until: SQL) => sql`jsonb_strip_nulls(
  jsonb_build_object('topSpeed', (select round(max(p.speed)) from position p
    where p.vehicle_id = ${vehicle} and p.time >= ${from} and p.time < ${until})))`;

/**
 * Ended episodes add their facts to the notifications their start raised (one per recipient,
 * found by account, time and event key: the reader's index), without a second delivery. Adding
 * the same facts again changes nothing, so a replay is harmless.
 */
function completeAlerts(completions: readonly Completion[]): SQL {
  const rows = completions.map((c) => ({
    ...{ definition: c.definitionId, vehicle: c.vehicleId, time: c.time, until: c.until },
    ...{ key: eventKey(c), details: c.details },
  }));
  return sql`completed as (
    update notification n
    set details = n.details || c.details || ${topSpeed(sql`c.vehicle`, sql`c.time`, sql`c.until`)}
    from jsonb_to_recordset(${json(rows)}) as c(definition uuid, vehicle uuid, time timestamptz,
      until timestamptz, key text, details jsonb)
    join alert_definition d on d.id = c.definition
    where c.vehicle in (select vehicle_id from won)
      and n.track_account_id = d.track_account_id and n.time = c.time and n.event_key = c.key
  )`;
}

/**
 * One notification per event and recipient — the account's active owners and its active
 * observers who accepted the invitation (seesAccount) and see the vehicle (directly or through a
 * group, as on the live map) — and one
 * pending delivery per method the definition has now. A definition disabled or deleted since
 * its rules were read notifies no one; a key already written is skipped.
 */
function notify(events: readonly AlertEvent[]): SQL {
  const rows = events.map((e) => ({
    ...{ definition: e.definitionId, vehicle: e.vehicleId, type: e.type, time: e.time },
    ...{ lat: e.lat, lon: e.lon, details: e.details, key: eventKey(e), until: e.until ?? null },
  }));
  // An episode that began and ended in this statement's positions: its top speed now.
  const ended = topSpeed(sql`e.vehicle`, sql`e.time`, sql`e.until`);
  return sql`ev as (
      select e.definition, e.vehicle, e.type, e.time, e.lat, e.lon, e.key,
        case when e.until is null then e.details else e.details || ${ended} end as details,
        d.track_account_id as account, d.notification_methods as methods
      from jsonb_to_recordset(${json(rows)}) as e(definition uuid, vehicle uuid, type text,
        time timestamptz, lat float8, lon float8, details jsonb, key text, until timestamptz)
      join alert_definition d on d.id = e.definition and d.is_enabled
      where e.vehicle in (select vehicle_id from won)
    ), made as (
      insert into notification (track_account_id, user_id, alert_definition_id, alert_type,
        vehicle_id, time, lat, lon, details, event_key)
      select ev.account, a.user_id, ev.definition, ev.type, ev.vehicle, ev.time, ev.lat, ev.lon,
        ev.details, ev.key
      from ev
      join user_track_account_association a on a.track_account_id = ev.account and a.is_active
        and a.invitation_status = 'Accepted'
      join app_user u on u.id = a.user_id and u.deleted_at is null
      where a.association_type = 'Owner' or ev.vehicle in (${observedVehicleIds(sql`a.id`)})
      on conflict on constraint notification_event_uq do nothing
      returning id, event_key
    ), delivered as (
      insert into notification_delivery (notification_id, method)
      select made.id, m.method from made
      join ev on ev.key = made.event_key
      cross join lateral jsonb_array_elements_text(ev.methods) as m(method)
    )`;
}
