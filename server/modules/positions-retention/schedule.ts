import type { FastifyBaseLogger } from 'fastify';
import { SETTING_HISTORY_RETENTION } from '../../../src/api/contract/setting-rules.ts';
import { onAnnounced } from '../../cluster/bus.ts';
import type { Db } from '../../db/client.ts';
import { keepHistory } from './history.ts';

export const DAY_MS = 86_400_000;

export interface PositionRetention {
  /** Settles when the first run (at start) has ended, well or not. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs the history's upkeep at start and then daily: partitions for this month and the next two,
 * and positions and notifications older than each tenant's retention removed (history.ts). Every
 * server process runs it: each step is idempotent and serialized in the database, so no leader is
 * needed. A change of the retention (any process) runs it again at once. A failed run is logged
 * and retried at the next; positions still go in (the default partition).
 */
export function startPositionRetention(opts: {
  db: Db;
  /** POSITION_RETENTION_DAYS: no history kept longer, whatever the setting (null: no cap). */
  capDays: number | null;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): PositionRetention {
  const { db, capDays, log } = opts;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = keepHistory(db, capDays).then(
      (r) => {
        if (r.dropped.length || r.deleted || r.notifications) log.info(r, 'old history removed');
      },
      (err: unknown) => log.error({ err }, 'history upkeep failed'),
    );
    return running;
  };
  const ready = run();
  const again = () => void running.then(run);
  const timer = setInterval(again, opts.intervalMs ?? DAY_MS);
  // The timer alone never keeps the process alive.
  timer.unref();
  const off = onAnnounced('setting', (name) => name === SETTING_HISTORY_RETENTION && again());
  return {
    ready,
    async stop() {
      off();
      clearInterval(timer);
      await running;
    },
  };
}
