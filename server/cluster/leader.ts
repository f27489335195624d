import type { FastifyBaseLogger } from 'fastify';
import type { Client } from 'pg';

/**
 * One leader among the server processes of one database (issue 20): the work that must happen
 * once per database, not once per process (the demo simulator, the demo back office), runs only
 * in the process that holds a PostgreSQL session advisory lock. The lock lives on a dedicated
 * connection: when the leader dies its connection closes, PostgreSQL releases the lock, and a
 * follower's next try (every `retryMs`) takes it. A graceful stop stops the work, then releases
 * the lock, so a follower takes over at its next try instead of waiting for a dead connection.
 *
 * While leading, the connection is pinged at the same pace: a leader cut off from the database
 * stops its work once the ping fails (PostgreSQL may already have handed the lock on), so two
 * leaders overlap at most one ping. The leader's work is safe to overlap that briefly (the back
 * office advances a request by compare-and-set; two simulators only send more positions).
 */

/** Any constant: the same for every process of this database, unlike the migration lock's. */
export const LEADER_LOCK_ID = 741_852_964;
export const LEADER_RETRY_MS = 2000;

/** What the leader runs; started on taking the lead, stopped on losing or leaving it. */
export type LeaderWork = () => { stop(): Promise<void> };

export interface Leadership {
  isLeader(): boolean;
  /** Stops the work, releases the lock and closes the connection. */
  stop(): Promise<void>;
}

export interface LeadershipOptions {
  /** null (PGlite): this process is the database's only server, so always the leader. */
  databaseUrl: string | null;
  log: FastifyBaseLogger;
  work: LeaderWork;
  retryMs?: number;
}

export function startLeadership(opts: LeadershipOptions): Leadership {
  const { log } = opts;
  if (!opts.databaseUrl) {
    const running = opts.work();
    log.info('leading: the only server of this database');
    return { isLeader: () => true, stop: () => running.stop() };
  }
  const url = opts.databaseUrl;
  const retryMs = opts.retryMs ?? LEADER_RETRY_MS;
  let client: Client | null = null;
  let running: { stop(): Promise<void> } | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let attempt: Promise<void> = Promise.resolve();

  async function lose(reason: string, err?: unknown) {
    const old = client;
    client = null;
    old?.removeAllListeners('error');
    old?.on('error', () => {});
    await old?.end().catch(() => {});
    if (!running) return;
    const work = running;
    running = null;
    log.warn({ err }, `leadership lost: ${reason}`);
    await work.stop();
  }

  async function tryOnce() {
    try {
      if (!client) {
        const { default: pg } = await import('pg');
        const fresh = new pg.Client({ connectionString: url, application_name: 'gotrack-leader' });
        // A dropped connection is noticed by the next ping; never an unhandled error.
        fresh.on('error', () => {});
        await fresh.connect();
        client = fresh;
      }
      if (running) {
        await client.query('SELECT 1');
        return;
      }
      const { rows } = await client.query<{ ok: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS ok',
        [LEADER_LOCK_ID],
      );
      if (!rows[0]?.ok || stopped) return;
      log.info({ pid: process.pid }, 'leadership taken');
      running = opts.work();
    } catch (err) {
      await lose('the database connection failed', err);
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      attempt = tryOnce().finally(schedule);
    }, retryMs);
    timer.unref();
  }
  attempt = tryOnce().finally(schedule);

  return {
    isLeader: () => running !== null,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await attempt;
      const work = running;
      running = null;
      if (work) {
        await work.stop();
        await client?.query('SELECT pg_advisory_unlock($1)', [LEADER_LOCK_ID]).catch(() => {});
        log.info('leadership released');
      }
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
