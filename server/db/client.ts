import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setImmediate } from 'node:timers/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock.ts';
import { countingPglite, postgresPoolStats, registerPool } from './pool-stats.ts';
import * as schema from './schema.ts';

/**
 * One drizzle type for both drivers: services only use the query builder, which PGlite's and
 * node-postgres' databases share through the `PgDatabase` base class.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (server/db/migrations); a no-op when up to date. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works; it only has to be the same for every instance migrating this database.
const MIGRATION_LOCK_ID = 741_852_963;

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | null;
}

export async function openDatabase(
  cfg: DatabaseOptions,
  onPoolError?: (err: Error) => void,
): Promise<DatabaseHandle> {
  // Each driver is imported on demand so the other one (and PGlite's WASM) is never loaded.
  if (cfg.databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: cfg.databaseUrl });
    // An idle client losing its connection must not crash the process; the next query reports it.
    pool.on('error', (err) => onPoolError?.(err));
    return postgresHandle(pool);
  }
  // PGlite does not create missing parents of its data directory.
  await mkdir(cfg.dataDir, { recursive: true });
  // Taken before PGlite touches the files; released once it has closed them.
  const lock = await lockDataDir(cfg.dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const handle = await pgliteHandle(await PGlite.create(path.join(cfg.dataDir, 'pg')));
    return {
      ...handle,
      async close() {
        await handle.close();
        await lock.release();
      },
    };
  } catch (err) {
    await lock.release();
    throw err;
  }
}

/** How long statements may follow each other without a turn of the event loop. */
const TURN_EVERY_MS = 10;
/** When the loop last ran its timers: a light interval notes it while the loop turns freely. */
let lastTurn = performance.now();
let noting: NodeJS.Timeout | null = null;
const noteTurns = () => {
  noting ??= setInterval(() => (lastTurn = performance.now()), TURN_EVERY_MS / 2).unref();
};

/**
 * PGlite runs each statement on this thread, and its promises settle without a turn of the event
 * loop: a request of many statements would hold the loop for all of them at once. When a
 * statement ends and the loop has not turned for 10 ms, it turns (setImmediate), so the longest
 * hold is about one statement. Only then: turning after every statement cost the ingest path a
 * tenth more CPU. Other requests' statements still wait for an open transaction (PGlite has one
 * connection and queues them), but their other work, and every request not waiting for the
 * database, goes on meanwhile.
 */
function turningBetweenStatements<T extends Pick<PGlite, 'query'>>(target: T): T {
  return new Proxy(target, {
    get(t, key) {
      if (key === 'query') {
        return async (...args: Parameters<PGlite['query']>) => {
          const result = await t.query(...args);
          if (performance.now() - lastTurn >= TURN_EVERY_MS) {
            await setImmediate();
            lastTurn = performance.now();
          }
          return result;
        };
      }
      if (key === 'transaction') {
        return (run: (tx: Transaction) => Promise<unknown>) =>
          (t as unknown as PGlite).transaction((tx) => run(turningBetweenStatements(tx)));
      }
      const value: unknown = Reflect.get(t, key, t);
      // PGlite's methods use private fields: they must run on the instance, not on the proxy.
      return typeof value === 'function' ? value.bind(t) : value;
    },
  });
}

export async function pgliteHandle(client: PGlite): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  noteTurns();
  const counting = countingPglite(turningBetweenStatements(client));
  const db = drizzle({ client: counting.client, schema });
  registerPool(db, counting.stats);
  return {
    db,
    kind: 'pglite',
    async migrate() {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    },
    close: () => client.close(),
  };
}

export async function postgresHandle(pool: Pool): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const db = drizzle({ client: pool, schema });
  registerPool(db, postgresPoolStats(pool));
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      // Several instances may start together on one database: migrate one at a time. The
      // advisory lock belongs to a session, so lock and migrate on the same connection.
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrate(drizzle({ client: conn, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}
