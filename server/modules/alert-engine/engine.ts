import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Fix } from '../ingest/writer.ts';
import { createRuleCache, RULES_CACHE_MS } from './cache.ts';
import { inOrder, planVehicle } from './plan.ts';
import { createEvaluationQueue, type QueueOptions } from './queue.ts';
import { commitPlans, loadMemory, readCursors, type Memory, type Plan } from './store.ts';

export interface AlertEngine {
  /**
   * The ingest hook: queues stored positions for evaluation (queue.ts); resolves at once, or
   * once a long backlog is worked down. Failures are logged: the positions are stored whatever
   * happens here.
   */
  accept(fixes: readonly Fix[]): Promise<void>;
  /** Resolves once everything accepted so far is evaluated. */
  flush(): Promise<void>;
  /** Accepts and evaluates at once (tests, scripts). */
  evaluate(fixes: readonly Fix[]): Promise<void>;
  /** An edit through the API changed these accounts' rules: their next positions see it. */
  forgetRules(accountIds: readonly string[]): void;
  /** A host setting the rules read changed (corridor, time zone): every account's are read again. */
  forgetAllRules(): void;
  /** Evaluates what is queued; later positions are still taken (a closing ingest's last batch). */
  close(): Promise<void>;
  /** Positions stored but not yet evaluated, and since when the oldest waits (operator's metrics). */
  stats(): { waiting: number; oldestAt: number | null };
}

export interface AlertEngineOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How long definitions are cached (tests that edit them mid-track use 0). */
  rulesCacheMs?: number;
  /** Tests and benchmarks may tune the group evaluation (queue.ts). */
  queue?: Partial<QueueOptions>;
  /**
   * No other process evaluates this database's positions (PGlite: one server per data
   * directory), so what this process remembers is never stale and need not be checked.
   */
  exclusive?: boolean;
  /** Called after notifications were written: their deliveries are due (issue 16's drainer). */
  onNotified?: () => void;
  /** Told of every run: how many positions, and how long since the oldest was stored. */
  onEvaluated?: (positions: number, delayMs: number) => void;
}

/**
 * Positions wait at most this long to be evaluated with others: a notification is up to a second
 * later (it is read on a phone), and one statement serves a second of intake instead of one
 * ingest batch — the database's cost per statement is most of the engine's cost.
 */
export const EVALUATE_DELAY_MS = 1000;
const QUEUE: QueueOptions = { delayMs: EVALUATE_DELAY_MS, maxRun: 5000, backlog: 20_000 };

/** Vehicles whose states this process keeps between batches (the rest are read when needed). */
const MEMORY_VEHICLES = 20_000;
/** Evaluations of a vehicle lost to another writer before giving up on the batch for it. */
const ATTEMPTS = 4;
/**
 * A vehicle whose positions change nothing is not written (its cursor is this process's only)
 * until the cursor in the database is this far behind: writing it with every evaluation cost
 * about as much as the rest of the engine. What the database's cursor lags by is safe to
 * evaluate again after a restart: those positions changed nothing from the states the database
 * has, so they change nothing again.
 */
export const CURSOR_LAG_MS = 60_000;

/** Whether a plan must be written now: it changes states or fires, or its cursor lags. */
const mustWrite = (p: Plan) =>
  p.states.length > 0 ||
  p.events.length > 0 ||
  p.next.getTime() - (p.previous?.getTime() ?? -Infinity) >= CURSOR_LAG_MS;

/**
 * The alert engine (issue 15). Per run (the stored positions of up to a second): the rules of
 * each vehicle (cached per account); each vehicle's positions newer than its cursor, in time
 * order, against the rules' states; then ONE statement (store.ts) that moves the database's
 * cursor of each vehicle whose evaluation changed something by compare-and-set, and writes its
 * states and notifications only if that compare held. States are remembered between runs; a
 * failed compare means another process (or a stale memory) moved on, and that vehicle is read
 * again and evaluated again. With other processes on the database, the remembered cursors are
 * also checked before each run, so a change another process made is never evaluated past.
 *
 * A device's answer does not wait for any of this: it is sent once its batch is durable, and the
 * batch is queued. Evaluated batch by batch with the answer waiting, every batch paid a second
 * statement about as costly as writing it (PGlite), and every device waited for it. The price:
 * a crash (a clean stop evaluates what is queued) leaves the last second of stored positions
 * unevaluated — a zone or route change is then reported at the vehicle's next position, and
 * only a speeding shorter than that is missed.
 */
export function createAlertEngine(opts: AlertEngineOptions): AlertEngine {
  const { db, log } = opts;
  const exclusive = opts.exclusive ?? false;
  const cache = createRuleCache(db, opts.rulesCacheMs ?? RULES_CACHE_MS);
  const memory = new Map<string, Memory>();

  async function run(fixes: readonly Fix[]): Promise<void> {
    const byVehicle = new Map<string, Fix[]>();
    for (const f of fixes) {
      const list = byVehicle.get(f.vehicleId);
      if (list) list.push(f);
      else byVehicle.set(f.vehicleId, [f]);
    }
    const vehicles = await cache.vehicles([...byVehicle.keys()]);
    const accounts = await cache.rules([
      ...new Set([...vehicles.values()].map((v) => v.accountId)),
    ]);
    let work = [...vehicles].flatMap(([id, info]) => {
      const rules = accounts.get(info.accountId)!;
      const mine = rules.byVehicle.get(id);
      if (mine?.length) return [{ id, info, rules, mine, fixes: inOrder(byVehicle.get(id)!) }];
      // Watched by nothing now: whatever watches it next starts afresh (plan.ts).
      const m = memory.get(id);
      if (m) m.watching = new Set();
      return [];
    });
    for (let attempt = 1; work.length > 0; attempt++) {
      // Another process may have moved a remembered vehicle on: read those again.
      if (!exclusive) await forgetMovedOn(work.map((w) => w.id));
      const unknown = work.filter((w) => !memory.has(w.id)).map((w) => w.id);
      if (unknown.length > 0) for (const [id, m] of await loadMemory(db, unknown)) remember(id, m);
      for (const w of work) remember(w.id, memory.get(w.id)!); // most recently used last
      const plans = work.flatMap((w) => {
        const { timeZone, corridorM } = w.rules;
        const ctx = { timeZone, corridorM, vehicleName: w.info.name };
        return planVehicle(w.id, memory.get(w.id)!, w.mine, ctx, w.fixes) ?? [];
      });
      const writing = new Set(plans.filter(mustWrite));
      let won: Set<string>;
      try {
        won = await commitPlans(db, [...writing]);
      } catch (err) {
        // A deadlock with another process, or a vehicle or zone deleted meanwhile: read it all again.
        for (const w of work) memory.delete(w.id);
        cache.forget([...new Set(work.map((w) => w.info.accountId))]);
        if (attempt >= ATTEMPTS) throw err;
        continue;
      }
      if ([...writing].some((p) => p.events.length > 0 && won.has(p.vehicleId))) {
        opts.onNotified?.();
      }
      // The plans changed the memory already: a written one moves both cursors, one left
      // unwritten only this process's, and one that lost is forgotten and read again.
      const lost = new Set<string>();
      for (const p of plans) {
        const m = memory.get(p.vehicleId);
        if (!writing.has(p) && m) m.cursor = p.next;
        else if (won.has(p.vehicleId) && m) m.cursor = m.written = p.next;
        else {
          memory.delete(p.vehicleId);
          lost.add(p.vehicleId);
        }
      }
      work = work.filter((w) => lost.has(w.id));
      if (work.length > 0 && attempt >= ATTEMPTS) {
        log.warn({ vehicles: work.length }, 'alert evaluation kept losing to another writer');
        return;
      }
    }
  }

  async function forgetMovedOn(ids: string[]) {
    const known = ids.filter((id) => memory.has(id));
    if (known.length === 0) return;
    const cursors = await readCursors(db, known);
    for (const id of known) {
      const written = memory.get(id)!.written?.getTime() ?? null;
      if ((cursors.get(id)?.getTime() ?? null) !== written) memory.delete(id);
    }
  }

  function remember(id: string, m: Memory) {
    memory.delete(id);
    memory.set(id, m);
    // Oldest first in a Map: forget the vehicles not seen for longest.
    while (memory.size > MEMORY_VEHICLES) memory.delete(memory.keys().next().value!);
  }

  const queue = createEvaluationQueue(
    (fixes, queuedAt) =>
      run(fixes)
        .catch((err: unknown) => log.error({ err }, 'evaluating alerts failed'))
        .finally(() => opts.onEvaluated?.(fixes.length, performance.now() - queuedAt)),
    { ...QUEUE, ...opts.queue },
  );
  return {
    accept: (fixes) => queue.accept(fixes),
    flush: () => queue.flush(),
    async evaluate(fixes) {
      await queue.accept(fixes);
      await queue.flush();
    },
    forgetRules: (accountIds) => cache.forgetRules(accountIds),
    forgetAllRules: () => cache.forgetAllRules(),
    close: () => queue.close(),
    stats: () => queue.stats(),
  };
}
