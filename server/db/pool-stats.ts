import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';

/** The connections of one database handle, for the operator's metrics. */
export interface PoolStats {
  driver: 'pglite' | 'postgres';
  /** Most connections the pool opens. */
  max: number;
  /** Connections running a statement or a transaction. */
  active: number;
  idle: number;
  /** Statements waiting for a connection. */
  waiting: number;
}

// Keyed by the drizzle database the app is given, so whatever holds it can ask (the app is
// handed the database, not its handle).
const pools = new WeakMap<object, () => PoolStats>();

export function registerPool(db: object, read: () => PoolStats): void {
  pools.set(db, read);
}

export function poolOf(db: object): PoolStats {
  const read = pools.get(db);
  if (!read) throw new Error('a database not opened through server/db/client.ts');
  return read();
}

export function postgresPoolStats(pool: Pool): () => PoolStats {
  const max = pool.options.max ?? 10;
  return () => ({
    driver: 'postgres',
    max,
    active: pool.totalCount - pool.idleCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  });
}

/**
 * PGlite has one connection and queues statements behind it without telling: the client is
 * wrapped to count the statements and transactions begun and not yet ended (those inside a
 * transaction ride on it and are not counted again).
 */
export function countingPglite<T extends Pick<PGlite, 'query'>>(
  client: T,
): { client: T; stats: () => PoolStats } {
  let open = 0;
  const counted =
    (run: (...args: never[]) => Promise<unknown>) =>
    async (...args: never[]) => {
      open += 1;
      try {
        return await run(...args);
      } finally {
        open -= 1;
      }
    };
  const wrapped = new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (key === 'query' || key === 'exec' || key === 'transaction') {
        return counted((value as (...args: never[]) => Promise<unknown>).bind(target));
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const stats = (): PoolStats => ({
    driver: 'pglite',
    max: 1,
    active: open > 0 ? 1 : 0,
    idle: open > 0 ? 0 : 1,
    waiting: Math.max(0, open - 1),
  });
  return { client: wrapped, stats };
}
