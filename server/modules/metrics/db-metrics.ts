import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { notificationMethod } from '../../../src/api/contract/alerts.ts';
import type { Db } from '../../db/client.ts';
import { poolOf } from '../../db/pool-stats.ts';

/** The database's connections (pg's pool, or PGlite's single connection). */
export function poolMetrics(registry: Registry, db: Db) {
  const gauge = (name: string, help: string, read: (g: Gauge<string>) => void, state = false) =>
    new Gauge({
      name,
      help,
      labelNames: state ? ['driver', 'state'] : ['driver'],
      registers: [registry],
      collect() {
        read(this);
      },
    });
  gauge('gotrack_db_pool_max', 'Most connections the pool opens.', (g) => {
    const p = poolOf(db);
    g.set({ driver: p.driver }, p.max);
  });
  gauge(
    'gotrack_db_pool_connections',
    'Open connections: running a statement (active) or not (idle).',
    (g) => {
      const p = poolOf(db);
      g.set({ driver: p.driver, state: 'active' }, p.active);
      g.set({ driver: p.driver, state: 'idle' }, p.idle);
    },
    true,
  );
  gauge('gotrack_db_pool_waiting', 'Statements waiting for a connection.', (g) => {
    const p = poolOf(db);
    g.set({ driver: p.driver }, p.waiting);
  });
}

/** Rows the backlog is counted up to: the count reads an index range, never the whole outbox. */
export const OUTBOX_COUNT_LIMIT = 10_000;
const FRESH_MS = 1000;

interface Backlog {
  method: string;
  pending: number;
  overdue: number | null;
}

/** The notification outbox per delivery method: what waits to be sent, and for how long. */
export function outboxMetrics(registry: Registry, db: Db, log: FastifyBaseLogger) {
  // Both gauges are filled from one query; a flood of scrapes costs one a second.
  let last: { at: number; rows: Promise<Backlog[] | null> } | null = null;
  const backlog = () => {
    if (!last || performance.now() - last.at > FRESH_MS) {
      last = { at: performance.now(), rows: readBacklog(db, log) };
    }
    return last.rows;
  };
  const perMethod = (name: string, help: string, pick: (b: Backlog | undefined) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['method'],
      registers: [registry],
      async collect() {
        const rows = await backlog();
        this.reset();
        if (!rows) return;
        for (const method of notificationMethod.options) {
          this.set({ method }, pick(rows.find((r) => r.method === method)));
        }
      },
    });
  perMethod(
    'gotrack_delivery_outbox_pending',
    `Notifications waiting to be sent, per method (counted up to ${OUTBOX_COUNT_LIMIT}).`,
    (b) => b?.pending ?? 0,
  );
  perMethod(
    'gotrack_delivery_outbox_oldest_due_seconds',
    'How long the longest-due notification of each method has been due (0: none is due).',
    (b) => b?.overdue ?? 0,
  );
}

async function readBacklog(db: Db, log: FastifyBaseLogger): Promise<Backlog[] | null> {
  try {
    // The pending rows in the order of the due index (status, next_attempt_at): the oldest due
    // come first, so the limit never hides them.
    const result = await db.execute(sql`
      select method, count(*)::int as pending,
        extract(epoch from now() - min(next_attempt_at)
          filter (where next_attempt_at <= now()))::float8 as overdue
      from (
        select method, next_attempt_at from notification_delivery
        where status = 'Pending' order by next_attempt_at limit ${OUTBOX_COUNT_LIMIT}
      ) pending
      group by method`);
    return (result as { rows: Backlog[] }).rows;
  } catch (err) {
    log.warn({ err }, 'metrics: reading the notification outbox failed');
    return null;
  }
}
