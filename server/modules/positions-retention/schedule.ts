import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { maintainPositions } from './partitions.ts';

export const DAY_MS = 86_400_000;

export interface PositionRetention {
  /** Settles when the first run (at start) has ended, well or not. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs the positions' upkeep at start and then daily: partitions for this month and the next two,
 * and positions older than `retentionDays` removed. Every server process runs it: each step is
 * idempotent and serialized in the database (partitions.ts), so no leader is needed. A failed run
 * is logged and retried at the next; positions still go in (the default partition).
 */
export function startPositionRetention(opts: {
  db: Db;
  retentionDays: number;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): PositionRetention {
  const { db, retentionDays, log } = opts;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = maintainPositions(db, retentionDays).then(
      (r) => {
        if (r.dropped.length || r.deleted) log.info(r, 'old positions removed');
      },
      (err: unknown) => log.error({ err }, 'positions upkeep failed'),
    );
    return running;
  };
  const ready = run();
  const timer = setInterval(() => void running.then(run), opts.intervalMs ?? DAY_MS);
  // The timer alone never keeps the process alive.
  timer.unref();
  return {
    ready,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
